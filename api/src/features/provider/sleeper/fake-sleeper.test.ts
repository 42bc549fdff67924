import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import {
  DEMO_SLEEPER_USER,
  DYNASTY_LEAGUE_2025,
  FAKE_SLEEPER_PLAYERS,
  fakeKeepers,
  fakePlayerName,
  fakeRoster,
  fakePairings,
  fakeRosterPoints,
  fakeStandings,
  isPlayoffWeek,
  KEEPER_LEAGUE_2024,
  KEEPER_LEAGUE_2025,
  NFL_DEFENCES,
  OLD_LEAGUE_2020,
  fakeFinalPlayers,
  startFakeSleeper,
  type FakeSleeper,
} from 'fake-sleeper';

import { draftedRoundsOf, parseDraftPicks, type SleeperDraftPick } from './parse/draft';

type Json = Record<string, unknown>;

/** The fake keeps Sleeper's contract (docs/sleeper.md §3): what our client reads from it, Sleeper would have sent. */
describe('the fake Sleeper keeps the contract', () => {
  let fake: FakeSleeper;
  before(async () => {
    fake = await startFakeSleeper({ port: 0 });
  });
  after(() => fake.close());
  afterEach(() => fake.reset());

  const get = async (path: string) => {
    const response = await fetch(`${fake.apiBase}${path}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const list = async (path: string) => (await get(path)).body as Json[];

  it('answers the NFL state: the 2025 regular season, week 12', async () => {
    const { body } = await get('/state/nfl');
    assert.deepEqual(
      { season: (body as Json).season, week: (body as Json).week, type: (body as Json).season_type },
      { season: '2025', week: 12, type: 'regular' },
    );
  });

  it('finds a user by username (any case) or id, and answers null with 200 for an unknown user or league', async () => {
    const byName = (await get('/user/KeeperFan')).body as Json;
    assert.equal(byName.user_id, DEMO_SLEEPER_USER.user_id);
    assert.equal(typeof byName.user_id, 'string');
    assert.equal(((await get(`/user/${DEMO_SLEEPER_USER.user_id}`)).body as Json).username, 'keeperfan');
    assert.deepEqual(await get('/user/nobody-here'), { status: 200, body: null });
    assert.deepEqual(await get('/league/123456789'), { status: 200, body: null });
    assert.deepEqual(await get('/league/123456789/rosters'), { status: 200, body: null });
    assert.equal((await fetch(`${fake.apiBase}/league`)).status, 404);
    assert.equal((await fetch(`${fake.apiBase}/teams/nfl`)).status, 404);
  });

  it("lists the demo user's leagues by season, linked across seasons by previous_league_id", async () => {
    const leagues2025 = await list(`/user/${DEMO_SLEEPER_USER.user_id}/leagues/nfl/2025`);
    assert.deepEqual(
      leagues2025.map((league) => league.league_id),
      [KEEPER_LEAGUE_2025.leagueId, DYNASTY_LEAGUE_2025.leagueId],
    );
    const [keeper] = leagues2025;
    assert.equal(keeper?.previous_league_id, KEEPER_LEAGUE_2024.leagueId);
    assert.equal(keeper?.status, 'in_season');
    assert.equal(keeper?.season, '2025');
    assert.equal((keeper?.settings as Json).waiver_budget, 100);
    assert.equal((keeper?.settings as Json).playoff_week_start, 15);
    const previous = (await get(`/league/${KEEPER_LEAGUE_2024.leagueId}`)).body as Json;
    assert.equal(previous.status, 'complete');
    assert.equal(previous.previous_league_id, null);
    assert.deepEqual(
      (await list(`/user/${DEMO_SLEEPER_USER.user_id}/leagues/nfl/2024`)).map((league) => league.league_id),
      [KEEPER_LEAGUE_2024.leagueId],
    );
  });

  it('keeps roster ids 1..12 in both seasons, with records and points that agree with the matchups', async () => {
    for (const league of [KEEPER_LEAGUE_2025, KEEPER_LEAGUE_2024]) {
      const rosters = await list(`/league/${league.leagueId}/rosters`);
      assert.deepEqual(
        rosters.map((roster) => roster.roster_id),
        Array.from({ length: 12 }, (_, index) => index + 1),
      );
      const standings = fakeStandings(league.leagueId);
      for (const roster of rosters) {
        const settings = roster.settings as Json;
        const row = standings.find((standing) => standing.rosterId === roster.roster_id)!;
        assert.equal(Number(settings.fpts) + Number(settings.fpts_decimal) / 100, row.pointsFor);
        assert.equal(settings.wins, row.wins);
      }
      const games = standings.reduce((sum, row) => sum + row.wins + row.losses + row.ties, 0);
      assert.equal(games, 12 * (league === KEEPER_LEAGUE_2025 ? 11 : 14), 'weeks 1–11 played in 2025, 1–14 in 2024');
    }
    const used = (await list(`/league/${KEEPER_LEAGUE_2025.leagueId}/rosters`)).map(
      (roster) => (roster.settings as Json).waiver_budget_used,
    );
    assert.ok(new Set(used).size > 5, 'FAAB spent varies');
  });

  it("names most teams by the owner's team_name, one by nobody's (the display name then)", async () => {
    const users = await list(`/league/${KEEPER_LEAGUE_2025.leagueId}/users`);
    assert.equal(users.length, 12);
    const unnamed = users.filter((user) => !(user.metadata as Json).team_name);
    assert.deepEqual(
      unnamed.map((user) => user.display_name),
      ['NoNameNate'],
    );
  });

  it('pairs every roster each regular week by matchup_id (the playoffs’ byes by none), points the sum of the starters’ to 2 decimals', async () => {
    for (const [league, weeks] of [
      [KEEPER_LEAGUE_2025, 17],
      [KEEPER_LEAGUE_2024, 17],
    ] as const) {
      for (let week = 1; week <= weeks; week++) {
        const entries = await list(`/league/${league.leagueId}/matchups/${week}`);
        assert.equal(entries.length, 12);
        const ids = entries.map((entry) => entry.matchup_id as number | null);
        const playoffs = isPlayoffWeek(league, week);
        assert.equal(
          ids.filter((id) => id === null).length,
          playoffs ? 12 - 2 * fakePairings(league.leagueId, week).length : 0,
          `week ${week}: who has no game`,
        );
        for (const id of new Set(ids.filter((id) => id !== null)))
          assert.equal(ids.filter((other) => other === id).length, 2, `week ${week}`);
        for (const entry of entries) {
          const starterPoints = (entry.starters_points as number[]).reduce((sum, points) => sum + points, 0);
          assert.equal(entry.points, Math.round(starterPoints * 100) / 100);
          assert.equal(entry.points, fakeRosterPoints(league.leagueId, entry.roster_id as number, week));
        }
      }
    }
    const live = await list(`/league/${KEEPER_LEAGUE_2025.leagueId}/matchups/12`);
    assert.ok(
      live.some((entry) => Number(entry.points) > 0),
      'week 12 is under way',
    );
    const playersPoints = live.flatMap((entry) => Object.values(entry.players_points as Json));
    assert.ok(playersPoints.includes(0), 'some games of week 12 have not started');
    const ahead = await list(`/league/${KEEPER_LEAGUE_2025.leagueId}/matchups/13`);
    assert.ok(ahead.every((entry) => entry.points === 0));
    assert.deepEqual(await list(`/league/${KEEPER_LEAGUE_2025.leagueId}/matchups/19`), []);
  });

  it('keeps an empty starting slot as "0" and injured reserve in `reserve` and `players`', async () => {
    const dynasty = await list(`/league/${DYNASTY_LEAGUE_2025.leagueId}/rosters`);
    const orphan = dynasty.find((roster) => roster.roster_id === 10)!;
    assert.equal(orphan.owner_id, null);
    assert.ok((orphan.starters as string[]).includes('0'));
    const withReserve = (await list(`/league/${KEEPER_LEAGUE_2025.leagueId}/rosters`)).find(
      (roster) => roster.roster_id === 4,
    )!;
    const [reserved] = withReserve.reserve as string[];
    assert.ok(reserved && (withReserve.players as string[]).includes(reserved));
  });

  it('lists traded picks: future seasons as strings, one traded twice, one of 2025', async () => {
    const picks = await list(`/league/${KEEPER_LEAGUE_2025.leagueId}/traded_picks`);
    assert.ok(picks.every((pick) => typeof pick.season === 'string'));
    assert.deepEqual([...new Set(picks.map((pick) => pick.season))].sort(), ['2025', '2026']);
    assert.deepEqual(
      [...new Set(picks.filter((pick) => pick.season === '2026').map((pick) => pick.round))].sort(),
      [1, 2, 3],
    );
    assert.ok(picks.some((pick) => pick.previous_owner_id !== pick.roster_id && pick.owner_id !== pick.roster_id));
  });

  it("serves each season's draft: keepers marked, roster_id a string in 2025 and a number in 2024", async () => {
    const [draft2025] = await list(`/league/${KEEPER_LEAGUE_2025.leagueId}/drafts`);
    assert.equal(draft2025?.draft_id, KEEPER_LEAGUE_2025.draftId);
    assert.equal((await get(`/draft/${KEEPER_LEAGUE_2025.draftId}`)).body && true, true);
    const picks2025 = await list(`/draft/${KEEPER_LEAGUE_2025.draftId}/picks`);
    const picks2024 = await list(`/draft/${KEEPER_LEAGUE_2024.draftId}/picks`);
    assert.equal(picks2025.length, 180);
    assert.ok(picks2025.every((pick) => typeof pick.roster_id === 'string'));
    assert.ok(picks2024.every((pick) => typeof pick.roster_id === 'number'));
    assert.ok(picks2024.some((pick) => pick.is_keeper === null));
    const kept = (picks: Json[]) =>
      picks
        .filter((pick) => pick.is_keeper === true)
        .map((pick) => `${Number(pick.roster_id)}:${String(pick.player_id)}`);
    const twice = kept(picks2025).filter((keeper) => kept(picks2024).includes(keeper));
    assert.equal(twice.length, 4, 'four players kept in both seasons by the same roster');
    assert.deepEqual(
      kept(picks2025).sort(),
      fakeKeepers(KEEPER_LEAGUE_2025.leagueId)
        .map((keeper) => `${keeper.rosterId}:${keeper.playerId}`)
        .sort(),
    );
  });

  it('gives each player picked other than as a keeper his round, by the name in the pick (draftedRoundsOf)', async () => {
    const nameOf = (pick: SleeperDraftPick) => pick.name;
    const rounds2025 = draftedRoundsOf(
      parseDraftPicks(await list(`/draft/${KEEPER_LEAGUE_2025.draftId}/picks`)),
      nameOf,
    );
    const rounds2024 = draftedRoundsOf(
      parseDraftPicks(await list(`/draft/${KEEPER_LEAGUE_2024.draftId}/picks`)),
      nameOf,
    );
    const keepers2025 = fakeKeepers(KEEPER_LEAGUE_2025.leagueId).map((keeper) => fakePlayerName(keeper.playerId));
    // 180 picks, 14 of them keepers'; 2024's picks carry is_keeper null for the rest.
    assert.equal(rounds2025.length, 180 - keepers2025.length);
    assert.ok(
      rounds2025.every(({ name }) => !keepers2025.includes(name)),
      'a keeper’s pick is no drafted round',
    );
    assert.deepEqual(
      [...new Set(rounds2025.map(({ round }) => round))].sort((a, b) => a - b),
      Array.from({ length: 15 }, (_, index) => index + 1),
      'every round of a 15-round draft, past our fifth too',
    );
    // Kept in 2025 only: drafted in 2024, roster 2's fourth pick (its WR0) and roster 10's sixth (its TE0).
    const keptOnce = (rosterId: number) =>
      fakePlayerName(fakeKeepers(KEEPER_LEAGUE_2025.leagueId).find((keeper) => keeper.rosterId === rosterId)!.playerId);
    const roundIn2024 = (name: string) => rounds2024.find((entry) => entry.name === name)?.round;
    assert.deepEqual([roundIn2024(keptOnce(2)), roundIn2024(keptOnce(10))], [4, 6]);
  });

  it('reads a player picked twice at his later pick, and leaves out a pick without a name', () => {
    const pick = (pickNo: number, round: number, playerId: string, name: string | null) =>
      ({ pickNo, round, rosterId: 1, draftSlot: 1, playerId, isKeeper: false, name }) satisfies SleeperDraftPick;
    assert.deepEqual(
      draftedRoundsOf(
        [pick(30, 3, '7', 'Late Pick'), pick(5, 1, '7', 'Late Pick'), pick(6, 1, '8', null)],
        (p) => p.name,
      ),
      [{ name: 'Late Pick', round: 3 }],
    );
  });

  it('serves /players/nfl in pieces: thousands of players, every rostered one, defences without full_name', async () => {
    const response = await fetch(`${fake.apiBase}/players/nfl`);
    assert.equal(response.headers.get('transfer-encoding'), 'chunked');
    const players = (await response.json()) as Record<string, Json>;
    assert.ok(Object.keys(players).length > 3000);
    for (const [abbreviation] of NFL_DEFENCES) {
      assert.equal(players[abbreviation]?.full_name, undefined);
      assert.equal(players[abbreviation]?.position, 'DEF');
    }
    for (const league of [KEEPER_LEAGUE_2025, KEEPER_LEAGUE_2024, DYNASTY_LEAGUE_2025])
      for (let rosterId = 1; rosterId <= league.owners.length; rosterId++)
        for (const id of fakeRoster(league.leagueId, rosterId).players) assert.ok(players[id], id);
    assert.equal(Object.keys(players).length, Object.keys(FAKE_SLEEPER_PLAYERS).length);
  });

  it('answers a 2020 league in the shapes Sleeper had then: starters_points only, four draft rounds, final rosters moved on', async () => {
    const league = OLD_LEAGUE_2020;
    const settings = ((await get(`/league/${league.leagueId}`)).body as Json).settings as Json;
    assert.deepEqual([settings.draft_rounds, settings.playoff_week_start], [4, 14]);
    const week = await list(`/league/${league.leagueId}/matchups/13`);
    assert.ok(week.every((entry) => !('players_points' in entry) && Array.isArray(entry.starters_points)));
    const [draft] = await list(`/league/${league.leagueId}/drafts`);
    assert.deepEqual(
      [draft?.status, (draft?.settings as Json).rounds, 'slot_to_roster_id' in draft!],
      ['complete', 4, false],
    );
    assert.equal((await list(`/draft/${league.draftId}/picks`)).length, 12 * 4);
    const rosters = await list(`/league/${league.leagueId}/rosters`);
    for (const roster of rosters) {
      const rosterId = Number(roster.roster_id);
      assert.deepEqual(roster.players, fakeFinalPlayers(league.leagueId, rosterId));
      const lastWeek = week.find((entry) => entry.roster_id === rosterId)!.players as string[];
      assert.equal(
        lastWeek.join() === (roster.players as string[]).join(),
        !league.finalMoves.some((move) => move.from === rosterId || move.to === rosterId),
        `roster ${rosterId}`,
      );
    }
  });

  it('counts calls by kind', async () => {
    await get('/state/nfl');
    await get(`/league/${KEEPER_LEAGUE_2025.leagueId}/matchups/3`);
    await get(`/league/${KEEPER_LEAGUE_2025.leagueId}/matchups/4`);
    assert.equal(fake.calls.total, 3);
    assert.deepEqual(fake.calls.byKind, { state: 1, matchups: 2 });
  });

  it("changes a league as Sleeper's data changes between imports: a player to another bench, FAAB spent; reset undoes it", async () => {
    const league = KEEPER_LEAGUE_2025.leagueId;
    const starter = fakeRoster(league, 1).starters[0]!;
    const benched = fakeRoster(league, 2).bench[0]!;
    const rosters = async () => {
      const rows = await list(`/league/${league}/rosters`);
      const of = (rosterId: number) => rows.find((row) => row.roster_id === rosterId)!;
      return {
        players1: of(1).players as string[],
        players3: of(3).players as string[],
        spent2: (of(2).settings as Json).waiver_budget_used,
      };
    };
    const response = await fetch(`${fake.url}/__changes`, {
      method: 'POST',
      body: JSON.stringify({ leagueId: league, moves: { [starter]: 3, [benched]: 1 }, waiverBudgetUsed: { 2: 77 } }),
    });
    assert.equal(response.status, 200);
    const changed = await rosters();
    assert.ok(!changed.players1.includes(starter) && changed.players3.includes(starter));
    assert.ok(changed.players1.includes(benched));
    assert.equal(changed.spent2, 77);
    const week3 = await list(`/league/${league}/matchups/3`);
    const team1 = week3.find((row) => row.roster_id === 1)!;
    assert.equal((team1.starters as string[])[0], '0', "the moved starter's slot is empty");
    assert.ok((week3.find((row) => row.roster_id === 3)!.players as string[]).includes(starter));

    await fetch(`${fake.url}/__reset`, { method: 'POST' });
    const reset = await rosters();
    assert.ok(reset.players1.includes(starter) && !reset.players1.includes(benched));
    assert.equal(reset.spent2, KEEPER_LEAGUE_2025.waiverBudgetUsed[1]);
  });

  describe('fault switches', () => {
    it('429 with and without Retry-After', async () => {
      fake.setFaults({ rateLimit429: true, retryAfterSeconds: 7 });
      const limited = await fetch(`${fake.apiBase}/state/nfl`);
      assert.equal(limited.status, 429);
      assert.equal(limited.headers.get('retry-after'), '7');
      fake.setFaults({ retryAfterSeconds: null });
      const bare = await fetch(`${fake.apiBase}/state/nfl`);
      assert.equal(bare.status, 429);
      assert.equal(bare.headers.get('retry-after'), null);
    });

    it('a 5xx HTML page, an HTML page with 200, JSON cut off half-way', async () => {
      fake.setFaults({ serverError5xx: 502 });
      const failed = await fetch(`${fake.apiBase}/state/nfl`);
      assert.equal(failed.status, 502);
      assert.match(await failed.text(), /^<!DOCTYPE html>/);
      fake.setFaults({ serverError5xx: false, badJson: 'html' });
      const html = await fetch(`${fake.apiBase}/state/nfl`);
      assert.equal(html.status, 200);
      assert.match(html.headers.get('content-type') ?? '', /text\/html/);
      fake.setFaults({ badJson: 'truncated' });
      const cut = await fetch(`${fake.apiBase}/league/${KEEPER_LEAGUE_2025.leagueId}`);
      assert.equal(cut.status, 200);
      await assert.rejects(cut.json() as Promise<unknown>, SyntaxError);
    });

    it('notFound404: 404 for a part of a league that exists, the league itself answering', async () => {
      fake.setFaults({ notFound404: true, faultKinds: ['matchups'] });
      const missing = await fetch(`${fake.apiBase}/league/${KEEPER_LEAGUE_2025.leagueId}/matchups/3`);
      assert.equal(missing.status, 404);
      assert.match(await missing.text(), /^<!DOCTYPE html>/);
      assert.equal((await get(`/league/${KEEPER_LEAGUE_2025.leagueId}`)).status, 200);
    });

    it('faultKinds limits the faults to calls of those kinds', async () => {
      fake.setFaults({ badJson: 'html', faultKinds: ['draft_picks'] });
      const picks = await fetch(`${fake.apiBase}/draft/${KEEPER_LEAGUE_2025.draftId}/picks`);
      assert.match(picks.headers.get('content-type') ?? '', /text\/html/);
      assert.equal((await get(`/draft/${KEEPER_LEAGUE_2025.draftId}`)).status, 200);
    });

    it('slowMs delays every answer', async () => {
      fake.setFaults({ slowMs: 150 });
      const started = Date.now();
      await get('/state/nfl');
      assert.ok(Date.now() - started >= 140);
    });

    it('faultsAfterCalls lets some calls through first; faultsForCalls lets a burst pass', async () => {
      fake.setFaults({ rateLimit429: true, faultsAfterCalls: 2, faultsForCalls: 1 });
      const statuses = [];
      for (let call = 0; call < 4; call++) statuses.push((await fetch(`${fake.apiBase}/state/nfl`)).status);
      assert.deepEqual(statuses, [200, 200, 429, 200]);
    });

    it('switched over HTTP from another process: POST /__faults, GET /__state, POST /__reset', async () => {
      const set = await fetch(`${fake.url}/__faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ serverError5xx: 503 }),
      });
      assert.equal(set.status, 200);
      assert.equal((await fetch(`${fake.apiBase}/state/nfl`)).status, 503);
      const state = (await (await fetch(`${fake.url}/__state`)).json()) as { calls: { byKind: Json } };
      assert.deepEqual(state.calls.byKind, { state: 1 });
      const unknown = await fetch(`${fake.url}/__faults`, { method: 'POST', body: JSON.stringify({ nope: true }) });
      assert.equal(unknown.status, 400);
      await fetch(`${fake.url}/__reset`, { method: 'POST' });
      assert.equal((await fetch(`${fake.apiBase}/state/nfl`)).status, 200);
      assert.equal(fake.calls.total, 1);
    });
  });
});
