import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { SleeperSettings, YahooSettings } from '../../config';
import { refreshRunningSeasons } from './import/score-refresh';
import importRoutes from './import/routes';
import type { FantasyProvider, ProviderRegistry } from './provider';
import { createSleeperProvider } from './sleeper';
import { createYahooProvider, yahooRoutes } from './yahoo';

export { UNCONFIGURED_YAHOO, connectDemoLeagues } from './yahoo';
export type { FantasyProvider, ProviderRegistry } from './provider';

export type ProviderFeatureOptions = { yahoo: YahooSettings; sleeper: SleeperSettings };

/**
 * The league's fantasy provider: Yahoo's OAuth steps and calls under /api/yahoo, its import
 * under /api/yahoo/import, and the score refresh that keeps imported seasons current.
 */
const providerFeature: FastifyPluginAsync<ProviderFeatureOptions> = async (app, { yahoo, sleeper }) => {
  const { provider, configured } = await createYahooProvider(app, yahoo);
  // The provider-neutral routes pick a league's provider from this, by the league's stored choice.
  const providers: ProviderRegistry = { yahoo: provider, sleeper: createSleeperProvider(app, sleeper) };
  void providers;
  await app.register(yahooRoutes, { provider });
  await app.register(importRoutes, { provider });
  if (configured && yahoo.scoreRefreshMinutes > 0) startScoreRefreshTimer(app, provider, yahoo.scoreRefreshMinutes);
};

/**
 * While a season runs, imported leagues' finished weeks stay current without anyone asking:
 * one round every `minutes` (YAHOO_SCORE_REFRESH_MINUTES), never two at once, stopped when
 * the server closes. Each round costs a league one call per week played (cached otherwise).
 */
function startScoreRefreshTimer(app: FastifyInstance, provider: FantasyProvider, minutes: number): void {
  let round: Promise<void> | null = null;
  const timer = setInterval(() => {
    round ??= refreshRunningSeasons(app.db, provider, app.log).finally(() => (round = null));
  }, minutes * 60_000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}

export default providerFeature;
