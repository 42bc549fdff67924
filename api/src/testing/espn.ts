/**
 * Test set-up for ESPN: the fake ESPN in-process on a free port, and the real app on a database
 * of its own pointed at it (ESPN_API_BASE), with a league of its own whose commissioner is
 * signed in.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { startFakeEspn, type FakeEspn } from 'fake-espn';
import { buildApp } from '../app';
import { DEFAULT_TOKEN_CACHE_SIZE } from '../config';
import { leagues } from '../db/schema';
import { createFirebaseVerifier } from '../features/auth';
import { LOG_REDACTIONS } from '../server-app';
import { openTestDatabase } from './database';
import { startHostileProvider, type HostileProvider } from './hostile-provider';
import { authEmulatorHost, createTestUser, TEST_PROJECT_ID, type TestUser } from './identities';
import { signIn } from './members';

export type EspnLeagueUnderTest = {
  app: FastifyInstance;
  fake: FakeEspn;
  /** With `hostile`: the hostile ESPN in front of the fake that the app calls. */
  hostile: HostileProvider | null;
  commissioner: TestUser;
  /** Our id of the league the commissioner set up (not the demo). */
  leagueId: number;
  /** Every line the app logged (level info, the server's redactions). */
  logs: string[];
  close(): Promise<void>;
};

export async function openEspnLeague(options: {
  user: string;
  league: { name: string; season: number };
  /**
   * The app calls a hostile ESPN (testing/hostile-provider.ts) that passes on to the fake what
   * it does not answer, without cookies: a public league's reads.
   */
  hostile?: boolean;
}): Promise<EspnLeagueUnderTest> {
  const commissioner = await createTestUser(options.user);
  const fake = await startFakeEspn({ port: 0 });
  const hostile = options.hostile ? await startHostileProvider(fake.apiBase) : null;
  const logs: string[] = [];
  const app = await buildApp({
    logger: { level: 'info', redact: LOG_REDACTIONS, stream: { write: (line: string) => logs.push(line) } },
    config: {
      demoLeagueOpen: true,
      rateLimit: { perUser: 0, perAddress: 0, timeWindow: '1 minute' },
      league: { ...options.league, commissioners: [commissioner.email] },
    },
    database: await openTestDatabase(),
    verifier: createFirebaseVerifier({
      projectId: TEST_PROJECT_ID,
      authEmulatorHost: authEmulatorHost(),
      tokenCacheSize: DEFAULT_TOKEN_CACHE_SIZE,
    }),
    espn: { apiBase: hostile?.apiBase ?? fake.apiBase, cookieKey: null, cookieKeyFile: '' },
  });
  await app.ready();
  await signIn(app, commissioner);
  const [league] = await app.db.select().from(leagues).where(eq(leagues.isDemo, false));
  return {
    app,
    fake,
    hostile,
    commissioner,
    leagueId: league!.id,
    logs,
    async close() {
      await app.close();
      await hostile?.close();
      await fake.close();
    },
  };
}
