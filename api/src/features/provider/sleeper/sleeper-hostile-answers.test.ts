import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { after, afterEach, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { KEEPER_LEAGUE_2024, KEEPER_LEAGUE_2025 } from 'fake-sleeper';
import { TEAM_NAME_MAX_LENGTH } from 'shared-contracts/league-setup';
import type { ImportJob } from 'shared-contracts/provider-setup';
import { teams } from '../../../db/schema';
import {
  sendEndless,
  sendJson,
  startHostileProvider,
  type HostileAnswer,
  type HostileProvider,
} from '../../../testing/hostile-provider';
import { bearer, type TestUser } from '../../../testing/identities';
import { leagueFingerprint } from '../../../testing/league-fingerprint';
import { openSleeperLeague, type SleeperTestApp } from '../../../testing/sleeper';
import { MAX_BODY_BYTES } from './sleeper-client';

const LEAGUE = KEEPER_LEAGUE_2025.leagueId;
const PREVIOUS = KEEPER_LEAGUE_2024.leagueId;
/** Written into every hostile answer: it must reach neither a message nor a log line. */
const MARKER = 'HOSTILE-ANSWER-DATA';

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
  const latest = async () => (await call('GET', '/api/provider/import')).json() as ImportJob;
  /** The league's data, every table but the runs' own (a failed run is recorded, as it should be). */
  const fingerprint = async () =>
    (await leagueFingerprint(setup.app.db))
      .split(' ')
      .filter((table) => !table.startsWith('league_imports='))
      .join(' ');
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

  /**
   * Imports `seasons` with `answer` in place and answers the import's reply. The league is
   * followed again first, which forgets its cached answers: each case meets Sleeper afresh.
   */
  const followAgain = async () => {
    const followed = await call('PUT', '/api/provider', { provider: 'sleeper', league: LEAGUE });
    assert.equal(followed.statusCode, 200, followed.body);
  };
  const importWith = (answer: HostileAnswer, seasons = 2) => {
    hostile.answer(answer);
    return call('POST', '/api/provider/import', { seasons });
  };

  /** The case ended in a failed run, answered 502 with `message`, the league unchanged, no answer data told. */
  const assertFailedCleanly = async (answer: HostileAnswer, message: RegExp) => {
    const logged = setup.logs.length;
    await followAgain();
    // Taken after following again: from here on, nothing of the league's may change.
    const before = await fingerprint();
    const reply = await importWith(answer);
    assert.equal(reply.statusCode, 502, reply.body);
    const told = (reply.json() as { message: string }).message;
    assert.match(told, message);
    const run = await latest();
    assert.equal(run.status, 'failed');
    assert.ok(run.message?.startsWith(`Stopped: ${told}`), run.message ?? '');
    assert.equal(await fingerprint(), before, 'nothing of the league was written');
    for (const text of [told, run.message ?? '', ...setup.logs.slice(logged)])
      assert.ok(!text.includes(MARKER), `answer data told: ${text.slice(0, 200)}`);
    assert.ok(
      setup.logs.slice(logged).every((line) => line.length < 10_000),
      'no log line carries a body',
    );
  };

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
    for (const name of names) {
      assert.ok(name.length <= TEAM_NAME_MAX_LENGTH, name);
      assert.doesNotMatch(name, /\p{Cc}/u, name);
    }
    const gang = names.filter((name) => name.toLowerCase().startsWith('gridiron gang y'));
    assert.equal(new Set(gang.map((name) => name.toLowerCase())).size, 2, gang.join(' | '));
    assert.ok(
      gang.some((name) => name.endsWith(' (2)')),
      gang.join(' | '),
    );
    assert.ok(names.includes('Nate[31m'), names.join(' | '));
  });

  // Last: the rate limit it meets holds this app's Sleeper for the five minutes it is capped at.
  it('a Retry-After of days pauses the run for five minutes, not days', async () => {
    await followAgain();
    const before = await fingerprint();
    const reply = await importWith((asked, response) => {
      if (asked !== path('rosters')) return false;
      response.writeHead(429, { 'retry-after': '1000000' }).end(MARKER);
      return true;
    });
    assert.equal(reply.statusCode, 429, reply.body);
    assert.ok(Number(reply.headers['retry-after']) <= 300, `Retry-After ${reply.headers['retry-after']}`);
    const run = await latest();
    assert.equal(run.status, 'paused');
    assert.match(
      run.message ?? '',
      /^Paused: Sleeper is limiting requests from this server\. Try again in 5 minutes\./,
    );
    assert.equal(await fingerprint(), before);
  });
});
