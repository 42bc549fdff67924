import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseDraft, parseDraftPicks, parseTradedPicks } from './draft';
import { parseLeague, parseNflState, parseUser, parseUserLeagues } from './league';
import { pairGames, parseMatchups } from './matchups';
import { parsePlayerRecord } from './players';
import { SleeperShapeError, SLEEPER_LIMITS } from './shape';
import { parseLeagueUsers, parseRosters } from './teams';

/** A recorded-shape answer from fixtures/ (Sleeper's documented fields, its quirks kept). */
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as unknown;

describe("Sleeper's answers, parsed", () => {
  it('reads the NFL state, preferring league_season', () => {
    assert.deepEqual(parseNflState(fixture('state')), { season: 2025, seasonType: 'regular', week: 12 });
    assert.deepEqual(parseNflState({ season: '2026', season_type: 'pre', week: 0, display_week: 0 }), {
      season: 2026,
      seasonType: 'pre',
      week: 0,
    });
    assert.throws(() => parseNflState({ week: 3 }), SleeperShapeError);
  });

  it('reads a league: season as a number, settings with defaults, "0" as no previous league', () => {
    assert.deepEqual(parseLeague(fixture('league')), {
      leagueId: '1180395246100484096',
      name: 'Keepers of the Gridiron',
      season: 2025,
      status: 'in_season',
      totalRosters: 12,
      rosterPositions: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'SUPER_FLEX', 'K', 'DEF', 'BN', 'BN', 'BN', 'IR'],
      previousLeagueId: '1048201391337078784',
      draftId: '1180395246100484097',
      waiverBudget: 200,
      playoffWeekStart: 15,
      playoffWeeks: 3,
      draftRounds: 15,
    });
    const first = parseLeague(fixture('league-first-season'));
    assert.equal(first.previousLeagueId, null);
    assert.equal(first.draftId, null);
    assert.equal(first.waiverBudget, null, 'no waiver_budget: the league runs no FAAB');
    assert.equal(first.playoffWeekStart, null, 'playoff_week_start 0: no playoffs');
    assert.equal(first.playoffWeeks, 0);
    assert.equal(first.name, 'Sleeper league');
    const withSettings = (settings: Record<string, unknown>) => {
      const league = fixture('league') as { settings: Record<string, unknown> };
      return parseLeague({ ...league, settings: { ...league.settings, ...settings } }).waiverBudget;
    };
    assert.equal(withSettings({ waiver_budget: 0 }), null, 'a budget of 0: no FAAB');
    assert.equal(withSettings({ waiver_budget: null }), null);
    assert.equal(withSettings({ waiver_budget: '150' }), 150);
    assert.throws(() => parseLeague({ name: 'x', season: '2025' }), /has no league_id/);
    assert.deepEqual(parseUserLeagues(null), []);
    assert.equal(parseUserLeagues([fixture('league'), fixture('league-first-season')]).length, 2);
  });

  it('reads a user, with the username standing in for a missing display name', () => {
    assert.deepEqual(parseUser({ user_id: '12', username: 'keeperfan', display_name: null, avatar: null }), {
      userId: '12',
      username: 'keeperfan',
      displayName: 'keeperfan',
      avatar: null,
    });
  });

  it('reads rosters: an orphan has no owner, reserve null is none, a missing budget used is 0', () => {
    const [first, orphan] = parseRosters(fixture('rosters'));
    assert.deepEqual(first, {
      rosterId: 1,
      ownerId: '734019274628181248',
      players: ['4046', '6813', '6794', 'DEN', '7564', '8112'],
      starters: ['4046', '6813', '0', '6794', 'DEN'],
      reserve: ['7564'],
      waiverBudgetUsed: 37,
    });
    assert.equal(orphan?.ownerId, null);
    assert.deepEqual(orphan?.reserve, []);
    assert.equal(orphan?.waiverBudgetUsed, 0);
    assert.throws(() => parseRosters({ roster_id: 1 }), /list of rosters is not a list/);
    assert.throws(() => parseRosters([{ players: [] }]), /roster has no roster_id/);
  });

  it('reads league users: the team name when set, a team picture only as an https address', () => {
    const users = parseLeagueUsers(fixture('users'));
    assert.deepEqual(
      users.map(({ teamName, displayName, teamAvatar }) => ({ teamName, displayName, teamAvatar })),
      [
        { teamName: 'Keeper of the Flame', displayName: 'KeeperFan', teamAvatar: null },
        { teamName: null, displayName: 'NoNameNate', teamAvatar: null },
        {
          teamName: 'End Zone Elite',
          displayName: 'EndZoneEmma',
          teamAvatar: 'https://sleepercdn.com/uploads/end-zone-elite.jpg',
        },
      ],
    );
  });

  it('reads matchups: points per player, a commissioner’s custom points, null matchup ids', () => {
    const [first, second, idle] = parseMatchups(fixture('matchups'));
    assert.equal(first?.matchupId, 1);
    assert.equal(first?.points, 30.9);
    assert.deepEqual(first?.starters, ['4046', '0', '6794']);
    assert.deepEqual(first?.playersPoints, { '4046': 21.4, '6794': 9.5, '7564': 0, '8112': 3.2 });
    assert.equal(second?.points, 15, 'custom_points wins');
    assert.equal(idle?.matchupId, null);
    assert.deepEqual(idle?.playersPoints, {});
  });

  it('reads traded picks: season strings as years, a missing previous owner as null', () => {
    assert.deepEqual(parseTradedPicks(fixture('traded-picks')), [
      { season: 2026, round: 1, rosterId: 4, ownerId: 9, previousOwnerId: 4 },
      { season: 2026, round: 3, rosterId: 5, ownerId: 8, previousOwnerId: 3 },
      { season: 2025, round: 3, rosterId: 7, ownerId: 12, previousOwnerId: null },
    ]);
    assert.throws(() => parseTradedPicks([{ season: '2026', round: 1 }]), /traded pick has no roster_id/);
  });

  it('reads a draft’s slots and its picks: roster_id a number or a string, is_keeper true, false or null', () => {
    const draft = parseDraft(fixture('draft'));
    assert.equal(draft.draftId, '1180395246100484097');
    assert.equal(draft.season, 2025);
    assert.equal(draft.slotToRosterId.get(11), 2);
    const picks = parseDraftPicks(fixture('draft-picks'));
    assert.deepEqual(
      picks.map(({ rosterId, isKeeper, name, draftSlot }) => ({ rosterId, isKeeper, name, draftSlot })),
      [
        { rosterId: 12, isKeeper: false, name: 'Josh Allen', draftSlot: 1 },
        { rosterId: 1, isKeeper: true, name: 'Patrick Mahomes', draftSlot: 12 },
        { rosterId: null, isKeeper: true, name: 'Denver Broncos', draftSlot: 11 },
        { rosterId: 3, isKeeper: false, name: null, draftSlot: 10 },
      ],
    );
  });

  it('reads player records: a defence named from its first and last name, a nameless one skipped', () => {
    const records = fixture('players') as Record<string, unknown>;
    const rows = Object.entries(records).map(([key, record]) => parsePlayerRecord(key, record));
    assert.deepEqual(rows, [
      {
        playerId: '4046',
        fullName: 'Patrick Mahomes',
        position: 'QB',
        nflTeam: 'KC',
        fantasyPositions: ['QB'],
        status: null,
      },
      {
        playerId: '6794',
        fullName: 'Justin Jefferson',
        position: 'WR',
        nflTeam: 'MIN',
        fantasyPositions: ['WR'],
        status: 'Questionable',
      },
      {
        playerId: '8112',
        fullName: 'Drake London',
        position: 'WR',
        nflTeam: null,
        fantasyPositions: ['WR', 'TE'],
        status: 'IR',
      },
      null,
      {
        playerId: 'DEN',
        fullName: 'Denver Broncos',
        position: 'DEF',
        nflTeam: 'DEN',
        fantasyPositions: ['DEF'],
        status: null,
      },
    ]);
  });
});

/** Sleeper's own answers of 2020 (fixtures/sleeper-2020/README.md says where they come from). */
const recorded = (name: string): unknown => fixture(`sleeper-2020/${name}`);

describe("Sleeper's recorded answers of a 2020 season, parsed", () => {
  it('reads a week without players_points: each starter’s points from starters_points, by index', () => {
    const week = parseMatchups(recorded('matchups-week-13'));
    const roster5 = week.find((entry) => entry.rosterId === 5)!;
    assert.equal(roster5.points, 141.5);
    assert.deepEqual(roster5.playersPoints, {
      '4984': 5.4,
      '3198': 30.1,
      '5890': 11.3,
      '4039': 10,
      '6819': 7.1,
      '2505': 18.1,
      '5007': 38.5,
      '6813': 21,
    });
    for (const entry of week) {
      const starters = entry.starters.reduce((sum, id) => sum + (entry.playersPoints[id] ?? 0) * 100, 0);
      assert.equal(Math.round(starters) / 100, entry.points, `roster ${entry.rosterId}: the starters add up`);
      // A bench player's points Sleeper did not send: unknown, not 0.
      for (const id of entry.players.filter((player) => !entry.starters.includes(player)))
        assert.equal(entry.playersPoints[id], undefined, `roster ${entry.rosterId}, bench ${id}`);
    }
  });

  it('reads players_points over starters_points when Sleeper sends both, and none from an empty starting slot', () => {
    const [entry] = parseMatchups([
      { roster_id: 1, matchup_id: 1, points: 9, starters: ['1', '0', '2'], starters_points: [4, 0, 5] },
    ]);
    assert.deepEqual(entry?.playersPoints, { '1': 4, '2': 5 });
    const [both] = parseMatchups([
      { roster_id: 1, points: 9, starters: ['1'], starters_points: [4], players_points: { '1': 4.5, '3': 1 } },
    ]);
    assert.deepEqual(both?.playersPoints, { '1': 4.5, '3': 1 });
  });

  it('reads the league’s draft rounds (settings.draft_rounds) and its playoffs: weeks 14 to 16', () => {
    const league = parseLeague(recorded('league'));
    assert.deepEqual(
      [league.leagueId, league.season, league.status, league.draftRounds, league.playoffWeekStart, league.playoffWeeks],
      ['522458773317046272', 2020, 'complete', 4, 14, 3],
    );
    const settings = (recorded('league') as { settings: object }).settings;
    const withPlayoffs = (changes: object) =>
      parseLeague({ ...(recorded('league') as object), settings: { ...settings, ...changes } });
    assert.equal(withPlayoffs({ playoff_teams: 4 }).playoffWeeks, 2);
    assert.equal(withPlayoffs({ playoff_round_type: 1 }).playoffWeeks, 4, 'a two-week championship');
    assert.equal(withPlayoffs({ playoff_round_type: 2 }).playoffWeeks, 6, 'two weeks a round');
    assert.equal(parseLeague(fixture('league-first-season')).draftRounds, null, 'a league that does not say');
  });

  it('reads a draft’s status, rounds and order, without slot_to_roster_id as in 2020', () => {
    const [draft] = (recorded('drafts') as unknown[]).map(parseDraft);
    assert.equal(draft?.draftId, '522458773321240576');
    assert.equal(draft?.season, 2020);
    assert.equal(draft?.status, 'complete');
    assert.equal(draft?.rounds, 4);
    assert.equal(draft?.slotToRosterId.size, 0);
    assert.equal(parseDraft(fixture('draft')).rounds, 15);
    const picks = parseDraftPicks(recorded('draft-picks'));
    assert.deepEqual(
      picks.slice(0, 2).map(({ round, rosterId, isKeeper, name }) => ({ round, rosterId, isKeeper, name })),
      [
        { round: 1, rosterId: 4, isKeeper: false, name: 'Clyde Edwards-Helaire' },
        { round: 1, rosterId: 5, isKeeper: false, name: 'Jonathan Taylor' },
      ],
    );
  });

  it('pairs the playoff weeks’ bracket and consolation games by matchup_id; a team on a bye plays none', () => {
    const games = (week: number) =>
      pairGames(parseMatchups(recorded(`matchups-week-${week}`))).map(([home, away]) => [
        home.rosterId,
        home.points,
        away.rosterId,
        away.points,
      ]);
    // Sleeper's own answers: week 14's byes (rosters 6, 7, 8, 12) have matchup_id null.
    assert.deepEqual(games(14), [
      [3, 125.22, 11, 119.66],
      [1, 83.66, 4, 119.64],
      [2, 74.4, 9, 75.92],
      [5, 129.32, 10, 85.56],
    ]);
    assert.equal(games(15).length, 6, 'every team plays in week 15');
    assert.deepEqual(games(16), [
      [7, 133, 12, 127.44],
      [3, 91.72, 4, 135.32],
      [5, 112, 6, 89.92],
      [8, 109.04, 9, 76.92],
    ]);
  });

  it('reads the rosters the season ended with (players, reserve and taxi all in players)', () => {
    const [roster5, roster6] = parseRosters(recorded('rosters'));
    const week13 = parseMatchups(recorded('matchups-week-13'));
    // Added after week 13 (Sleeper's final rosters, not the last regular week's matchup).
    assert.ok(roster6!.players.includes('5004'));
    assert.ok(week13.find((entry) => entry.rosterId === 5)!.players.includes('5004'));
    assert.ok(!roster5!.players.includes('5004'));
    assert.equal(roster5!.waiverBudgetUsed, 200);
    assert.deepEqual(roster6!.reserve, ['2346', '2583', '4217', '5973', '5980', '6770']);
  });

  it('reads traded picks of a draft already held (2020) and of later years', () => {
    const picks = parseTradedPicks(recorded('traded-picks'));
    assert.deepEqual(
      [...new Set(picks.map((pick) => `${pick.season}/${pick.round}`))],
      ['2020/1', '2020/2', '2020/3', '2021/1', '2021/2', '2022/1', '2020/4', '2021/3', '2021/4', '2022/2'],
    );
    assert.deepEqual(picks[0], { season: 2020, round: 1, rosterId: 1, ownerId: 2, previousOwnerId: 3 });
  });
});

describe("Sleeper's answers past any real league's, refused", () => {
  it('a list longer than its kind’s limit refuses the answer, naming the list and the limit', () => {
    const rosters = Array.from({ length: SLEEPER_LIMITS.rosters + 1 }, (_, index) => ({ roster_id: index + 1 }));
    assert.throws(
      () => parseRosters(rosters),
      /^Error: Sleeper's list of rosters holds 65 items, more than the 64 any league has$/,
    );
    assert.equal(parseRosters(rosters.slice(0, SLEEPER_LIMITS.rosters)).length, SLEEPER_LIMITS.rosters);
    const entries = Array.from({ length: SLEEPER_LIMITS.matchups + 1 }, (_, index) => ({ roster_id: index + 1 }));
    assert.throws(() => parseMatchups(entries), /list of matchups holds 65 items/);
    const players = Array.from({ length: SLEEPER_LIMITS.playersPerList + 1 }, (_, index) => String(index + 1));
    assert.throws(() => parseRosters([{ roster_id: 1, players }]), /roster's players holds 201 items/);
    const points = Object.fromEntries(players.map((id) => [id, 1]));
    assert.throws(
      () => parseMatchups([{ roster_id: 1, players_points: points }]),
      /points for more than the 200 players/,
    );
    assert.throws(() => parseLeagueUsers(Array.from({ length: 257 }, (_, index) => ({ user_id: String(index) }))));
    assert.throws(() => parseDraftPicks(new Array(5001).fill({})), /list of draft picks holds 5001 items/);
    assert.throws(() => parseTradedPicks(new Array(5001).fill({})), /list of traded picks holds 5001 items/);
    assert.throws(() => parseUserLeagues(new Array(501).fill(fixture('league'))), /list of leagues holds 501 items/);
  });

  it('an id that goes into a path must be a Sleeper id; one of another form is refused, unquoted', () => {
    const league = fixture('league') as Record<string, unknown>;
    for (const [key, value] of [
      ['previous_league_id', '../../user/keeperfan/x'],
      ['previous_league_id', '123/matchups'],
      ['draft_id', '%2e%2e'],
      ['league_id', '1 2'],
    ] as const) {
      const error = (() => {
        try {
          parseLeague({ ...league, [key]: value });
        } catch (thrown) {
          return thrown as Error;
        }
        return null;
      })();
      assert.ok(error instanceof SleeperShapeError, `${key} ${value}`);
      assert.equal(error.message, `Sleeper's league has a ${key} that is not a Sleeper id`);
    }
    assert.equal(parseLeague({ ...league, previous_league_id: '0', draft_id: null }).previousLeagueId, null);
    assert.throws(
      () => parseUser({ user_id: '../x', username: 'keeperfan' }),
      /user has a user_id that is not a Sleeper id/,
    );
    assert.throws(() => parseDraft({ draft_id: 'a/b' }), /draft has a draft_id that is not a Sleeper id/);
    assert.throws(
      () => parseRosters([{ roster_id: 1, players: ['4046', 'x\u0000y'] }]),
      /roster's players holds an entry that is not a Sleeper id/,
    );
  });

  it('names and codes from the player list are cleaned: a record without a usable id is skipped', () => {
    assert.equal(parsePlayerRecord('x\u0000', { full_name: 'A B' }), null);
    const row = parsePlayerRecord('4046', {
      full_name: `Pat\u0000rick ${'M'.repeat(500)}`,
      position: 'Q\u0000B',
      team: 'KC',
    });
    assert.equal(row?.fullName.length, 200);
    assert.ok(row?.fullName.startsWith('Patrick M'));
    assert.equal(row?.position, null);
    assert.equal(row?.nflTeam, 'KC');
  });

  it('a league user’s avatar id and team picture must be what they say', () => {
    const [user] = parseLeagueUsers([
      { user_id: '1', avatar: '../x', metadata: { avatar: `https://x.example/${'a'.repeat(3000)}` } },
    ]);
    assert.deepEqual([user?.avatar, user?.teamAvatar], [null, null]);
  });
});
