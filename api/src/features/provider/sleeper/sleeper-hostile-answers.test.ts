import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { after, afterEach, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { KEEPER_LEAGUE_2024, KEEPER_LEAGUE_2025 } from 'fake-sleeper';
import { teams } from '../../../db/schema';
import { sendEndless, sendJson, startHostileProvider, type HostileProvider } from '../../../testing/hostile-provider';
import {
  assertHostileTeamNamesCleaned,
  HOSTILE_MARKER as MARKER,
  hostileImportHarness,
} from '../../../testing/hostile-import';
import { bearer, type TestUser } from '../../../testing/identities';
import { openSleeperLeague, type SleeperTestApp } from '../../../testing/sleeper';
import { MAX_BODY_BYTES } from './sleeper-client';

const LEAGUE = KEEPER_LEAGUE_2025.leagueId;
const PREVIOUS = KEEPER_LEAGUE_2024.leagueId;

/**
 * A hostile Sleeper (docs/sleeper.md §7): answers no real Sleeper sends, each met with a clear
 * failed run in Sleeper's terms that wrote nothing of the league's, its data kept out of the
 * run's message and the log; names are cut, cleaned and told apart.
 */
describe('an import from a hostile Sleeper', () => {
  let setup: SleeperTestApp;
  let hostile: HostileProvider;
  let commissioner: TestUser;
  let leagueId: number;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    setup.app.inject({ method, url, headers: bearer(commissioner), ...(payload ? { payload } : {}) });
  const { latest, followAgain, importWith, assertFailedCleanly, assertRetryAfterCapped } = hostileImportHarness({
    call,
    db: () => setup.app.db,
    hostile: () => hostile,
    logs: () => setup.logs,
    follow: { provider: 'sleeper', league: LEAGUE },
  });
  /** The fake's answer to `path`, to change before sending it on. */
  const upstream = async (path: string) =>
    (await (await fetch(`${setup.fake.apiBase}${path}`)).json()) as Record<string, unknown> & unknown[];

  before(async () => {
    ({ setup, commissioner, leagueId } = await openSleeperLeague({
      user: 'sleeper-hostile',
      league: { name: 'Hostile Keepers', season: 2025 },
      follow: LEAGUE,
      app: { hostile: true, captureLogs: true },
    }));
    hostile = setup.hostile!;
  });
  afterEach(() => hostile.answer(null));
  after(() => setup.close());

  const path = (...parts: string[]) => `/league/${LEAGUE}/${parts.join('/')}`;

  it('an answer larger than the limit (a 10 MB team name) is not read', async () => {
    await assertFailedCleanly(
      async (asked, response) => {
        if (asked !== path('users')) return false;
        const users = await upstream(asked);
        (users[0] as { metadata: { team_name: string } }).metadata.team_name = MARKER + 'x'.repeat(10 * 1024 * 1024);
        return sendJson(response, users);
      },
      new RegExp(`^Sleeper's answer to /league/${LEAGUE}/users is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`),
    );
  });

  it('an endless answer stops at the limit', async () => {
    let written: Promise<number> = Promise.resolve(0);
    await assertFailedCleanly((asked, response) => {
      if (asked !== path('matchups', '1')) return false;
      written = sendEndless(response);
      return true;
    }, /^Sleeper's answer to \/league\/\d+\/matchups\/1 is larger than 4 MB/);
    assert.ok((await written) < 64 * 1024 * 1024, `the hostile Sleeper wrote ${await written} bytes`);
  });

  it('3,000 rosters are more than any league has', async () => {
    await assertFailedCleanly(
      (asked, response) =>
        asked === path('rosters') &&
        sendJson(
          response,
          Array.from({ length: 3000 }, (_, index) => ({ roster_id: index + 1, owner_id: MARKER, players: [] })),
        ),
      /^Sleeper's answer to \/league\/\d+\/rosters could not be read: Sleeper's list of rosters holds 3000 items, more than the 64 any league has/,
    );
  });

  it('50,000 matchups in a week are more than any league has', async () => {
    await assertFailedCleanly(
      (asked, response) =>
        asked === path('matchups', '1') &&
        sendJson(
          response,
          Array.from({ length: 50_000 }, (_, index) => ({ roster_id: index + 1, matchup_id: 1, points: MARKER })),
        ),
      /^Sleeper's answer to \/league\/\d+\/matchups\/1 could not be read: Sleeper's list of matchups holds 50000 items/,
    );
  });

  it('a redirect to another address is not followed', async () => {
    const elsewhere = await startHostileProvider(null);
    try {
      elsewhere.answer((_asked, response) => sendJson(response, [{ user_id: '1', display_name: MARKER }]));
      await assertFailedCleanly((asked, response: ServerResponse) => {
        if (asked !== path('users')) return false;
        response.writeHead(302, { location: `${elsewhere.apiBase}${asked}` }).end();
        return true;
      }, /^Sleeper answered \/league\/\d+\/users by sending us to another address \(127\.0\.0\.1:\d+\); it was not followed\./);
      assert.deepEqual(elsewhere.asked, []);
    } finally {
      await elsewhere.close();
    }
  });

  it('a previous_league_id that is a path is never asked for', async () => {
    await assertFailedCleanly(async (asked, response) => {
      if (asked !== `/league/${LEAGUE}`) return false;
      return sendJson(response, { ...(await upstream(asked)), previous_league_id: `../../user/keeperfan/${MARKER}` });
    }, /^Sleeper's answer to \/league\/\d+ could not be read: Sleeper's league has a previous_league_id that is not a Sleeper id$/);
    assert.ok(!hostile.asked.some((asked) => asked.includes('keeperfan')), hostile.asked.join(' '));
  });

  it('a 404 for an earlier season’s league is Sleeper’s failure, not the commissioner’s input', async () => {
    await assertFailedCleanly(
      (asked, response) => {
        if (asked !== `/league/${PREVIOUS}`) return false;
        response.writeHead(404, { 'content-type': 'text/html' }).end(`<html>${MARKER}</html>`);
        return true;
      },
      new RegExp(
        `^Sleeper could not answer /league/${PREVIOUS} \\(it answered 404\\)\\. Try again in a few minutes\\.$`,
      ),
    );
  });

  it('names by the names rule: control characters dropped, a long name cut, teams named alike told apart', async () => {
    const longName = `Gridiron\u0000 Gang\u0007 ${'y'.repeat(100_000)}`;
    await followAgain();
    const reply = await importWith(async (asked, response) => {
      if (asked !== path('users')) return false;
      const users = (await upstream(asked)) as Array<{ display_name: string; metadata?: { team_name?: string } }>;
      users[0]!.metadata = { ...users[0]!.metadata, team_name: longName };
      users[1]!.metadata = { ...users[1]!.metadata, team_name: longName.toUpperCase() };
      users[2]!.display_name = `Nate\u0000\u001b[31m`;
      return sendJson(response, users);
    }, 1);
    assert.equal(reply.statusCode, 200, reply.body);
    assert.equal((await latest()).status, 'done');
    const names = (await setup.app.db.select().from(teams).where(eq(teams.leagueId, leagueId))).flatMap((team) => [
      team.name,
      team.displayName,
    ]);
    assertHostileTeamNamesCleaned(names);
  });

  // Last: the rate limit it meets holds this app's Sleeper for the five minutes it is capped at.
  it('a Retry-After of days pauses the run for five minutes, not days', async () => {
    await assertRetryAfterCapped((asked) => asked === path('rosters'), 'Sleeper');
  });
});
