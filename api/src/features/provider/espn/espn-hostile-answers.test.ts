import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { after, afterEach, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { LONG_ROUNDS_LEAGUE_ID } from 'fake-espn';
import { MAX_NAME_LENGTH } from 'shared-contracts/player-rules';
import { players, teams } from '../../../db/schema';
import { openEspnLeague, type EspnLeagueUnderTest } from '../../../testing/espn';
import {
  sendEndless,
  sendJson,
  startHostileProvider,
  type HostileAnswer,
  type HostileProvider,
} from '../../../testing/hostile-provider';
import {
  assertHostileTeamNamesCleaned,
  HOSTILE_MARKER as MARKER,
  hostileImportHarness,
} from '../../../testing/hostile-import';
import { bearer } from '../../../testing/identities';
import { MAX_BODY_BYTES } from './espn-client';

const LEAGUE = LONG_ROUNDS_LEAGUE_ID;
/** The followed season's whole read (every view, no scoringPeriodId). */
const SEASON_READ = `/seasons/2025/segments/0/leagues/${LEAGUE}?`;
const isSeasonRead = (asked: string) => asked.startsWith(SEASON_READ) && !asked.includes('scoringPeriodId');

/**
 * A hostile ESPN (docs/espn.md §5): answers no real ESPN sends, each met with a clear failed
 * run in ESPN's terms that wrote nothing of the league's, its data kept out of the run's message
 * and the log; names are cut, cleaned and told apart. A public league, as the hostile ESPN passes
 * what it does not answer on to the fake without cookies.
 */
describe('an import from a hostile ESPN', () => {
  let setup: EspnLeagueUnderTest;
  let hostile: HostileProvider;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    setup.app.inject({ method, url, headers: bearer(setup.commissioner), ...(payload ? { payload } : {}) });
  const { latest, followAgain, importWith, assertFailedCleanly, assertRetryAfterCapped } = hostileImportHarness({
    call,
    db: () => setup.app.db,
    hostile: () => hostile,
    logs: () => setup.logs,
    follow: { provider: 'espn', league: String(LEAGUE) },
  });
  /** The fake's answer to `path`, to change before sending it on. */
  const upstream = async (path: string) =>
    (await (await fetch(`${setup.fake.apiBase}${path}`)).json()) as Record<string, unknown>;

  before(async () => {
    setup = await openEspnLeague({
      user: 'espn-hostile',
      league: { name: 'Hostile Rounds', season: 2025 },
      hostile: true,
    });
    hostile = setup.hostile!;
  });
  afterEach(() => hostile.answer(null));
  after(() => setup.close());

  /** The season's answer with `change` made to it. */
  const changedSeason =
    (change: (body: Record<string, unknown>) => void): HostileAnswer =>
    async (asked, response) => {
      if (!isSeasonRead(asked)) return false;
      const body = await upstream(asked);
      change(body);
      return sendJson(response, body);
    };

  it('an answer larger than the limit (a 10 MB team name) is not read', async () => {
    await assertFailedCleanly(
      changedSeason((body) => {
        (body.teams as Array<{ name: string }>)[0]!.name = MARKER + 'x'.repeat(10 * 1024 * 1024);
      }),
      new RegExp(`^ESPN's answer is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB; it was not read`),
    );
  });

  it('an endless answer stops at the limit', async () => {
    let written: Promise<number> = Promise.resolve(0);
    await assertFailedCleanly((asked, response) => {
      if (!isSeasonRead(asked)) return false;
      written = sendEndless(response, `{"id":${LEAGUE},"seasonId":2025,"schedule":[`, `{"x":"${MARKER}"},`);
      return true;
    }, /^ESPN's answer is larger than 8 MB; it was not read/);
    assert.ok((await written) < 64 * 1024 * 1024, `the hostile ESPN wrote ${await written} bytes`);
  });

  it('3,000 teams are more than any league has', async () => {
    await assertFailedCleanly(
      changedSeason((body) => {
        body.teams = Array.from({ length: 3000 }, (_, index) => ({ id: index + 1, name: MARKER }));
      }),
      new RegExp(`^ESPN's answer for league ${LEAGUE}'s 2025 could not be read: teams: `),
    );
  });

  it('50,000 games are more than any season has', async () => {
    await assertFailedCleanly(
      changedSeason((body) => {
        body.schedule = Array.from({ length: 50_000 }, () => ({
          matchupPeriodId: 1,
          home: { teamId: 1, totalPoints: 1 },
          away: { teamId: 2, totalPoints: 2 },
          winner: MARKER,
        }));
      }),
      /could not be read: schedule: /,
    );
  });

  it('a map of matchup periods that is not one of NFL weeks is refused', async () => {
    await assertFailedCleanly(
      changedSeason((body) => {
        const settings = body.settings as { scheduleSettings: Record<string, unknown> };
        settings.scheduleSettings.matchupPeriods = { '15': [15, 16], [`../${MARKER}`]: [17] };
      }),
      /could not be read: settings\.scheduleSettings\.matchupPeriods/,
    );
  });

  it('a redirect, even within ESPN’s own address, is not followed', async () => {
    const elsewhere = await startHostileProvider(null);
    try {
      elsewhere.answer((_asked, response) => sendJson(response, { id: LEAGUE, seasonId: 2025, name: MARKER }));
      await assertFailedCleanly((asked, response: ServerResponse) => {
        if (!isSeasonRead(asked)) return false;
        response.writeHead(302, { location: `${elsewhere.apiBase}${asked}` }).end();
        return true;
      }, /^ESPN answered by sending us to another address; it was not followed/);
      assert.deepEqual(elsewhere.asked, []);
    } finally {
      await elsewhere.close();
    }
  });

  it('an earlier season that is a path is never asked for', async () => {
    await assertFailedCleanly(
      changedSeason((body) => {
        (body.status as { previousSeasons: unknown[] }).previousSeasons = [`../../leagueHistory/${MARKER}`];
      }),
      /could not be read: status\.previousSeasons/,
    );
    assert.ok(!hostile.asked.some((asked) => asked.includes(MARKER)), hostile.asked.join(' '));
  });

  it('names by the names rule: control characters dropped, a long name cut, teams named alike told apart', async () => {
    const longName = `Gridiron\u0000 Gang\u0007 ${'y'.repeat(100_000)}`.slice(0, 500);
    await followAgain();
    const reply = await importWith(
      changedSeason((body) => {
        const teamList = body.teams as Array<{
          name: string;
          roster: { entries: Array<{ playerPoolEntry: { player: { fullName: string } } }> };
        }>;
        teamList[0]!.name = longName;
        teamList[1]!.name = longName.toUpperCase();
        teamList[2]!.name = `Nate\u0000\u001b[31m`;
        teamList[3]!.roster.entries[0]!.playerPoolEntry.player.fullName = `Marcus\u0000 ${'z'.repeat(400)}`;
      }),
      1,
    );
    assert.equal(reply.statusCode, 200, reply.body);
    assert.equal((await latest()).status, 'done');
    const names = (await setup.app.db.select().from(teams).where(eq(teams.leagueId, setup.leagueId))).flatMap(
      (team) => [team.name, team.displayName],
    );
    assertHostileTeamNamesCleaned(names);
    const book = await setup.app.db.select().from(players).where(eq(players.leagueId, setup.leagueId));
    for (const player of book) {
      assert.ok(player.name.length <= MAX_NAME_LENGTH, player.name);
      assert.doesNotMatch(player.name, /\p{Cc}/u, player.name);
    }
  });

  // Last: the rate limit it meets holds this app's ESPN for the five minutes it is capped at.
  it('a Retry-After of days pauses the run for five minutes, not days', async () => {
    await assertRetryAfterCapped((asked) => asked.startsWith('/seasons/2024/'), 'ESPN');
  });
});
