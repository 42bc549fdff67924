import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { YAHOO_PRODUCTION, type YahooSettings } from '../../../config';
import { leagues } from '../../../db/schema';
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

/**
 * The league's Yahoo provider: the token key is loaded (or, in development, generated) only
 * when the server has Yahoo credentials, and a demo code connects the demo league on start.
 * Answers whether Yahoo is configured too: without credentials nothing is refreshed on a timer.
 */
export async function createYahooProvider(
  app: FastifyInstance,
  settings: YahooSettings,
): Promise<{ provider: YahooProvider; configured: boolean }> {
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
  return { provider, configured: endpoints !== null };
}

/**
 * The offline demo starts connected: each demo league is connected with a code the fake
 * Yahoo accepts without a browser (YAHOO_DEMO_CODE). On every start, not only the first: the
 * fake keeps its tokens in memory, so after a restart the stored ones mean nothing to it
 * (the followed league is kept). A failure only warns: Settings can still connect.
 */
export async function connectDemoLeagues(app: FastifyInstance, provider: YahooProvider, code: string): Promise<void> {
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

export { YahooProvider } from './yahoo-provider';
// ESPN's cookies are sealed as Yahoo's tokens are (docs/espn.md §3).
export { createTokenCipher, loadTokenKey, type TokenCipher } from './token-crypto';
export { default as yahooRoutes } from './routes';
