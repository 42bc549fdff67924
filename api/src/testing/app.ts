import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { type AppDependencies, buildApp } from '../app';
import { type Config, DEFAULT_TOKEN_CACHE_SIZE, type RateLimits } from '../config';
import { createFirebaseVerifier } from '../features/auth';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from './database';
import { authEmulatorHost, TEST_PROJECT_ID } from './identities';

export type TestAppOptions = {
  demoLeagueOpen?: boolean;
  /** Request budgets; none unless a test asks (tests send far more than a person). */
  rateLimit?: Partial<RateLimits>;
  logger?: FastifyServerOptions['logger'];
  onRoute?: AppDependencies['onRoute'];
  /** The deployment's own league (LEAGUE_NAME, LEAGUE_COMMISSIONERS, LEAGUE_SEASON). */
  league?: Config['league'];
  /** The clock the keeper deadline is read against. */
  now?: () => Date;
  /** Verified tokens remembered (TOKEN_CACHE_SIZE); the server's default unless a test asks. */
  tokenCacheSize?: number;
  /** false leaves the app open for a test to register extra routes first. */
  ready?: boolean;
  /** The email notifications' settings (SMTP_URL, NOTIFY_TOKEN_KEY…); none unless a test asks. */
  notifications?: Config['notifications'];
  /** The database to use instead of one of its own: a second instance on another app's (sharedDatabase). */
  database?: DatabaseHandle;
};

/**
 * The real app on a database of its own, with firebase-admin verifying emulator-format
 * tokens. The emulator must be running: the test identities come from it.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config: {
      demoLeagueOpen: options.demoLeagueOpen ?? true,
      rateLimit: { perUser: 0, perAddress: 0, timeWindow: '1 minute', ...options.rateLimit },
      ...(options.league ? { league: options.league } : {}),
    },
    database,
    verifier: createFirebaseVerifier({
      projectId: TEST_PROJECT_ID,
      authEmulatorHost: authEmulatorHost(),
      tokenCacheSize: options.tokenCacheSize ?? DEFAULT_TOKEN_CACHE_SIZE,
    }),
    logger: options.logger ?? false,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.notifications ? { notifications: options.notifications } : {}),
  });
  if (options.ready !== false) await app.ready();
  return app;
}
