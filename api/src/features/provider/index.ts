import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { type EspnSettings, type SleeperSettings, UNCONFIGURED_ESPN, type YahooSettings } from '../../config';
import { refreshRunningSeasons } from './import/score-refresh';
import type { ProviderRegistry } from './provider';
import providerRoutes from './routes';
import { createEspnProvider } from './espn';
import { createSleeperProvider } from './sleeper';
import { createYahooProvider, yahooRoutes } from './yahoo';

export { UNCONFIGURED_YAHOO, connectDemoLeagues } from './yahoo';
export { SCORES_REFRESH_ACTION } from './import/score-refresh';
export { leagueProviderId } from './league-provider';
export { ProviderError } from './provider-error';
// The unsubscribe links' key is kept as the Yahoo tokens' is (notifications/routes.ts).
export { createTokenCipher, decodeTokenKey, loadTokenKey, type TokenCipher } from './yahoo/token-crypto';
export type {
  CookieLeagueFollower,
  FantasyProvider,
  ProviderRegistry,
  SeasonExtras,
  UserLeagueFinder,
} from './provider';

export type ProviderFeatureOptions = {
  yahoo: YahooSettings;
  sleeper: SleeperSettings;
  /** Absent (most tests): no ESPN to call. */
  espn?: EspnSettings;
  /**
   * Providers standing in for this server's own in the provider-neutral calls, the import
   * and the score refresh (tests use a stub Sleeper). Yahoo's OAuth steps and /api/yahoo
   * keep the real Yahoo provider.
   */
  providers?: Partial<ProviderRegistry>;
};

/** This server's providers: the registry the league's calls pick from, and Yahoo's own for its OAuth steps. */
export type ServerProviders = {
  registry: ProviderRegistry;
  yahoo: Awaited<ReturnType<typeof createYahooProvider>>['provider'];
  /** Yahoo has credentials: without them nothing is refreshed on a timer. */
  yahooConfigured: boolean;
};

/**
 * Builds the providers once, before any feature is registered, so the features that read
 * through them (the matchup detail's lineups: docs/api.md §7) share their caches and limits.
 */
export async function createProviders(app: FastifyInstance, options: ProviderFeatureOptions): Promise<ServerProviders> {
  const { yahoo, sleeper, espn = UNCONFIGURED_ESPN, providers: overrides = {} } = options;
  const { provider, configured } = await createYahooProvider(app, yahoo);
  // The provider-neutral routes pick a league's provider from this, by the league's stored choice.
  const registry: ProviderRegistry = {
    yahoo: overrides.yahoo ?? provider,
    sleeper: overrides.sleeper ?? createSleeperProvider(app, sleeper),
    espn: overrides.espn ?? (await createEspnProvider(app, espn)),
  };
  return { registry, yahoo: provider, yahooConfigured: configured || overrides.yahoo !== undefined };
}

/**
 * The league's fantasy provider: Yahoo's OAuth steps and calls under /api/yahoo, the
 * provider-neutral calls under /api/provider (the import among them, to whichever provider
 * the league follows), and the score refresh that keeps imported seasons current.
 */
const providerFeature: FastifyPluginAsync<{ providers: ServerProviders; scoreRefreshMinutes: number }> = async (
  app,
  { providers: { registry, yahoo, yahooConfigured }, scoreRefreshMinutes },
) => {
  await app.register(yahooRoutes, { provider: yahoo });
  await app.register(providerRoutes, { providers: registry });
  if (scoreRefreshMinutes > 0) {
    // Yahoo without credentials refuses every call: its leagues wait until it is set up.
    const refreshed = yahooConfigured ? registry : { sleeper: registry.sleeper, espn: registry.espn };
    startScoreRefreshTimer(app, refreshed, scoreRefreshMinutes);
  }
};

/**
 * While a season runs, imported leagues' finished weeks stay current without anyone asking:
 * one round every `minutes` (YAHOO_SCORE_REFRESH_MINUTES), never two at once, stopped when
 * the server closes. Each league is refreshed from the provider it follows; a round costs a
 * league one call per week played (cached otherwise).
 */
function startScoreRefreshTimer(app: FastifyInstance, providers: Partial<ProviderRegistry>, minutes: number): void {
  let round: Promise<void> | null = null;
  const timer = setInterval(() => {
    round ??= refreshRunningSeasons(app.db, providers, app.log).finally(() => (round = null));
  }, minutes * 60_000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}

export default providerFeature;
