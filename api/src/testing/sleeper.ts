/**
 * Test set-up for Sleeper: the fake Sleeper in-process on a free port, and the real app on a
 * database of its own pointed at it (SLEEPER_API_BASE), plus a provider on that database with
 * short pauses, so tests of limits and faults take milliseconds rather than Sleeper's seconds.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { startFakeSleeper, type FakeSleeper, type FakeSleeperOptions } from 'fake-sleeper';
import { buildApp } from '../app';
import { type Config, DEFAULT_TOKEN_CACHE_SIZE } from '../config';
import { leagues, teams } from '../db/schema';
import { createFirebaseVerifier } from '../features/auth';
import { createLimiter, SleeperProvider, type SleeperProviderOptions } from '../features/provider/sleeper';
import { LOG_REDACTIONS } from '../server-app';
import { openTestDatabase } from './database';
import { startHostileProvider, type HostileProvider } from './hostile-provider';
import { authEmulatorHost, bearer, createTestUser, TEST_PROJECT_ID, type TestUser } from './identities';
import { signIn } from './members';

export type SleeperTestApp = {
  app: FastifyInstance;
  fake: FakeSleeper;
  /** With `hostile`: the hostile Sleeper in front of the fake that the app calls. */
  hostile: HostileProvider | null;
  /** With `captureLogs`: every line the app logged, as written. */
  logs: string[];
  /** The open demo league's id: a league of ours to follow a Sleeper league with. */
  demoLeagueId: number;
  /** A provider on the app's database, calling the fake, with test-sized pauses (or `options`'). */
  provider(options?: Partial<Omit<SleeperProviderOptions, 'db' | 'apiBase' | 'log'>>): SleeperProvider;
  close(): Promise<void>;
};

export type SleeperTestAppOptions = {
  fake?: FakeSleeperOptions;
  /** A league of its own (LEAGUE_COMMISSIONERS), beside the open demo. */
  league?: Config['league'];
  /** The app calls a hostile Sleeper (testing/hostile-provider.ts) that passes on to the fake what it does not answer. */
  hostile?: boolean;
  /** Keep the app's log lines (level info, the server's redactions) in `logs`. */
  captureLogs?: boolean;
};

/**
 * Client settings for tests: every pause a few milliseconds, a 429 waited out twice at most,
 * and a limiter of their own that does not slow a test down (the process's is tested apart).
 */
export const TEST_CLIENT_SETTINGS = {
  backoffMs: 5,
  rateLimitRetries: 2,
  timeoutMs: 5000,
  limiter: createLimiter(60_000),
} as const;

export async function startSleeperTestApp(options: SleeperTestAppOptions = {}): Promise<SleeperTestApp> {
  const fake = await startFakeSleeper({ port: 0, ...options.fake });
  const hostile = options.hostile ? await startHostileProvider(fake.apiBase) : null;
  const logs: string[] = [];
  const app = await buildApp({
    ...(options.captureLogs
      ? { logger: { level: 'info', redact: LOG_REDACTIONS, stream: { write: (line: string) => logs.push(line) } } }
      : {}),
    config: {
      demoLeagueOpen: true,
      rateLimit: { perUser: 0, perAddress: 0, timeWindow: '1 minute' },
      ...(options.league ? { league: options.league } : {}),
    },
    database: await openTestDatabase(),
    verifier: createFirebaseVerifier({
      projectId: TEST_PROJECT_ID,
      authEmulatorHost: authEmulatorHost(),
      tokenCacheSize: DEFAULT_TOKEN_CACHE_SIZE,
    }),
    sleeper: { apiBase: hostile?.apiBase ?? fake.apiBase },
  });
  await app.ready();
  const [demo] = await app.db.select({ id: leagues.id }).from(leagues).where(eq(leagues.isDemo, true));
  if (!demo) throw new Error('the demo league was not seeded');
  return {
    app,
    fake,
    hostile,
    logs,
    demoLeagueId: demo.id,
    provider: (overrides = {}) =>
      new SleeperProvider({
        db: app.db,
        apiBase: fake.apiBase,
        log: app.log,
        ...overrides,
        client: { ...TEST_CLIENT_SETTINGS, ...overrides.client },
      }),
    async close() {
      await app.close();
      await hostile?.close();
      await fake.close();
    },
  };
}

export type SleeperLeagueUnderTest = {
  setup: SleeperTestApp;
  commissioner: TestUser;
  /** Our id of the league the commissioner set up (not the demo). */
  leagueId: number;
};

/**
 * A league of its own on an app that reads the fake Sleeper: its commissioner signed up and
 * signed in, and, with `follow`, the league following that Sleeper league.
 */
export async function openSleeperLeague(options: {
  /** The label of the commissioner's test identity. */
  user: string;
  league: { name: string; season: number };
  /** A Sleeper league id to follow. */
  follow?: string;
  /** The app's other settings (a hostile Sleeper, its logs kept). */
  app?: Omit<SleeperTestAppOptions, 'league'>;
}): Promise<SleeperLeagueUnderTest> {
  const commissioner = await createTestUser(options.user);
  const setup = await startSleeperTestApp({
    ...options.app,
    league: { ...options.league, commissioners: [commissioner.email] },
  });
  await signIn(setup.app, commissioner);
  const [league] = await setup.app.db.select().from(leagues).where(eq(leagues.isDemo, false));
  if (options.follow) {
    const followed = await setup.app.inject({
      method: 'PUT',
      url: '/api/provider',
      headers: bearer(commissioner),
      payload: { provider: 'sleeper', league: options.follow },
    });
    if (followed.statusCode !== 200) throw new Error(`Following ${options.follow} answered ${followed.body}`);
  }
  return { setup, commissioner, leagueId: league!.id };
}

/** Our team id of each Sleeper roster id in a league (its team keys end `.t.<roster id>`). */
export async function teamIdsByRoster(app: FastifyInstance, leagueId: number): Promise<Map<number, number>> {
  const rows = await app.db.select().from(teams).where(eq(teams.leagueId, leagueId));
  return new Map(rows.map((team) => [Number(team.providerTeamKey!.split('.t.')[1]), team.id]));
}
