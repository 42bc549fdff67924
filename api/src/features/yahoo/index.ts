import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { YAHOO_PRODUCTION, type YahooSettings } from '../../config';
import { leagues } from '../../db/schema';
import { refreshRunningSeasons } from './import/score-refresh';
import type { FantasyProvider } from './provider';
import yahooRoutes from './routes';
import { createTokenCipher, loadTokenKey } from './token-crypto';
import { YahooProvider } from './yahoo-provider';

/** Without settings (most tests): Yahoo's real addresses and no credentials. */
export const UNCONFIGURED_YAHOO: YahooSettings = {
  clientId: null,
  clientSecret: null,
  ...YAHOO_PRODUCTION,
  tokenKey: null,
  tokenKeyFile: '',
  demoCode: null,
  scoreRefreshMinutes: 0,
};

export type YahooFeatureOptions = { settings: YahooSettings };

/**
 * /api/yahoo with its provider: the token key is loaded (or, in development, generated)
 * only when the server has Yahoo credentials, and a demo code connects the demo league.
 */
const yahooFeature: FastifyPluginAsync<YahooFeatureOptions> = async (app, { settings }) => {
  const endpoints =
    settings.clientId && settings.clientSecret
      ? {
          authBase: settings.authBase,
          apiBase: settings.apiBase,
          clientId: settings.clientId,
          clientSecret: settings.clientSecret,
        }
      : null;
  // Without credentials nothing is ever sealed: a throwaway key spares a key file.
  const key = endpoints
    ? await loadTokenKey({ tokenKey: settings.tokenKey, keyFile: settings.tokenKeyFile })
    : randomBytes(32);
  const provider = new YahooProvider({ db: app.db, endpoints, cipher: createTokenCipher(key), log: app.log });
  const demoCode = settings.demoCode;
  if (endpoints && demoCode) app.addHook('onReady', () => connectDemoLeagues(app, provider, demoCode));
  if (endpoints && settings.scoreRefreshMinutes > 0)
    startScoreRefreshTimer(app, provider, settings.scoreRefreshMinutes);
  await app.register(yahooRoutes, { provider });
};

/**
 * The offline demo starts connected: each demo league is connected with a code the fake
 * Yahoo accepts without a browser (YAHOO_DEMO_CODE). On every start, not only the first: the
 * fake keeps its tokens in memory, so after a restart the stored ones mean nothing to it
 * (the followed league is kept). A failure only warns: Settings can still connect.
 */
export async function connectDemoLeagues(app: FastifyInstance, provider: FantasyProvider, code: string): Promise<void> {
  const demoLeagues = await app.db.select({ id: leagues.id }).from(leagues).where(eq(leagues.isDemo, true));
  for (const league of demoLeagues) {
    try {
      await provider.connect(league.id, code);
      app.log.info({ leagueId: league.id, provider: provider.id }, 'connected the demo league to its provider');
    } catch (error) {
      app.log.warn(
        { leagueId: league.id, reason: (error as Error).message },
        'could not connect the demo league to its provider',
      );
    }
  }
}

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

export default yahooFeature;
