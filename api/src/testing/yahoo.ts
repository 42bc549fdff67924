/**
 * Test set-up for the Yahoo feature: the fake Yahoo in-process on a free port, and the real
 * app on a database of its own pointed at it.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FAKE_YAHOO_DEFAULT_CLIENT, startFakeYahoo, type FakeYahoo, type FakeYahooOptions } from 'fake-yahoo';
import { type AppDependencies, buildApp } from '../app';
import { type Config, DEFAULT_TOKEN_CACHE_SIZE, type YahooSettings } from '../config';
import { createFirebaseVerifier } from '../features/auth';
import { openTestDatabase } from './database';
import { bearer, authEmulatorHost, TEST_PROJECT_ID, type TestUser } from './identities';
import { signIn } from './members';
import { createTokenCipher, decodeTokenKey, type TokenCipher } from '../features/provider/yahoo/token-crypto';

export type YahooTestApp = { app: FastifyInstance; fake: FakeYahoo; cipher: TokenCipher; close(): Promise<void> };

export type YahooTestAppOptions = {
  fake?: FakeYahooOptions;
  settings?: Partial<YahooSettings>;
  /** A league of its own (LEAGUE_COMMISSIONERS), with the demo closed. */
  league?: Config['league'];
  /** Providers standing in for the server's own in /api/provider, the import and the score refresh. */
  providers?: AppDependencies['providers'];
};

export async function startYahooTestApp(options: YahooTestAppOptions = {}): Promise<YahooTestApp> {
  const fake = await startFakeYahoo({ port: 0, ...options.fake });
  const tokenKey = randomBytes(32).toString('base64');
  const app = await buildApp({
    config: {
      demoLeagueOpen: !options.league,
      rateLimit: { perUser: 0, perAddress: 0, timeWindow: '1 minute' },
      ...(options.league ? { league: options.league } : {}),
    },
    database: await openTestDatabase(),
    verifier: createFirebaseVerifier({
      projectId: TEST_PROJECT_ID,
      authEmulatorHost: authEmulatorHost(),
      tokenCacheSize: DEFAULT_TOKEN_CACHE_SIZE,
    }),
    yahoo: {
      clientId: FAKE_YAHOO_DEFAULT_CLIENT.clientId,
      clientSecret: FAKE_YAHOO_DEFAULT_CLIENT.clientSecret,
      authBase: fake.authBase,
      apiBase: fake.apiBase,
      tokenKey,
      tokenKeyFile: '',
      demoCode: null,
      scoreRefreshMinutes: 0,
      ...options.settings,
    },
    ...(options.providers ? { providers: options.providers } : {}),
  });
  await app.ready();
  return {
    app,
    fake,
    cipher: createTokenCipher(decodeTokenKey(tokenKey)),
    async close() {
      await app.close();
      await fake.close();
    },
  };
}

/**
 * Connects the caller's league the way a commissioner does: asks for the authorization
 * page, reads the code the (fake) Yahoo page shows, and submits it.
 */
export async function connectThroughSettings(
  app: FastifyInstance,
  commissioner: TestUser,
): Promise<{ success: boolean; message: string }> {
  const start = await app.inject({
    method: 'GET',
    url: '/api/yahoo/oauth/request-token',
    headers: bearer(commissioner),
  });
  if (start.statusCode !== 200) throw new Error(`request-token: ${start.statusCode} ${start.body}`);
  const page = await (await fetch((start.json() as { authUrl: string }).authUrl)).text();
  const code = /<code id="code">([^<]+)<\/code>/.exec(page)?.[1];
  if (!code) throw new Error(`no code on the authorization page: ${page}`);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/yahoo/oauth/verify-code',
    headers: bearer(commissioner),
    payload: { code },
  });
  return verify.json();
}

/** A signed-in commissioner of the open demo league, with the league connected. */
export async function connectedCommissioner(app: FastifyInstance): Promise<TestUser> {
  const commissioner = await signIn(app);
  const result = await connectThroughSettings(app, commissioner);
  if (!result.success) throw new Error(`connect failed: ${result.message}`);
  return commissioner;
}
