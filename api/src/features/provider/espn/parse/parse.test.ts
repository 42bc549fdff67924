import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { nflTeamOf, positionOf, slotOf } from './codes';
import { EspnShapeError, parseLeague } from './league';

/** A trimmed recorded answer from fixtures/ (docs/espn.md §8 says where each comes from). */
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as unknown;

describe("ESPN's league body, read from recorded answers", () => {
  it('reads mTeam and mRoster: the team (location + nickname), its owner, record, FAAB spent and roster entries', () => {
    const league = parseLeague(fixture('recorded-teams-2018'));
    assert.deepEqual(
      [league.espnLeagueId, league.season, league.scoringPeriodId, league.previousSeasons],
      ['1776617', 2018, 18, [2017, 2016, 2015]],
    );
    assert.deepEqual(
      [league.currentMatchupPeriod, league.finalScoringPeriod, league.latestScoringPeriod],
      [16, 16, 18],
    );
    assert.deepEqual(league.members.get('{5D605116-0261-4058-9B34-17A45BB0B5A7}'), {
      displayName: 'ndboy111',
      firstName: 'Andre',
      lastName: 'Monitto',
    });
    const [team] = league.teams;
    assert.deepEqual(
      {
        teamId: team!.teamId,
        name: team!.name,
        abbrev: team!.abbrev,
        owners: team!.owners,
        record: team!.record,
        budgetSpent: team!.budgetSpent,
      },
      {
        teamId: 1,
        // No `name` in 2018's answer: location and nickname, trimmed.
        name: 'Just Had Flex It Felt So Good',
        abbrev: 'DRE',
        owners: ['{5D605116-0261-4058-9B34-17A45BB0B5A7}'],
        record: { wins: 9, losses: 4, ties: 0, pointsFor: 1635.3000000000002, pointsAgainst: 1464.8 },
        // No transactionCounter recorded: nothing spent.
        budgetSpent: 0,
      },
    );
    assert.match(team!.logoUrl ?? '', /^https:\/\//);
    assert.deepEqual(team!.roster, [
      { playerId: 3054850, lineupSlotId: 2, points: 0, fullName: 'Alvin Kamara', defaultPositionId: 2, proTeamId: 18 },
      {
        playerId: 16733,
        lineupSlotId: 20,
        points: 0,
        fullName: 'Odell Beckham Jr.',
        defaultPositionId: 3,
        proTeamId: 19,
      },
      {
        playerId: 14880,
        lineupSlotId: 0,
        points: 9.899999999999999,
        fullName: 'Kirk Cousins',
        defaultPositionId: 1,
        proTeamId: 16,
      },
    ]);
    // Views not asked leave their parts out: none is made up.
    assert.deepEqual([league.schedule, league.picks, league.faabBudget, league.regularWeeks], [[], [], null, null]);
  });

  it('reads mMatchupScore: every game with its week, points, winner and playoff tier, a bye without an away side', () => {
    const league = parseLeague(fixture('espn-api-matchup-score-2018'));
    assert.deepEqual(league.schedule[0], {
      matchupPeriod: 1,
      // No mSettings asked: no map of matchup periods, so each lasts the week of its own number.
      weeks: [1],
      week: 1,
      homeTeamId: 9,
      awayTeamId: 11,
      homePoints: 125.5,
      awayPoints: 163.56,
      winner: 'AWAY',
      playoffTierType: 'NONE',
    });
    assert.deepEqual(
      league.schedule.map((game) => [game.week, game.awayTeamId, game.winner, game.playoffTierType]),
      [
        [1, 11, 'AWAY', 'NONE'],
        [1, 3, 'AWAY', 'NONE'],
        [1, 10, 'AWAY', 'NONE'],
        [1, 2, 'AWAY', 'NONE'],
        [1, 7, 'AWAY', 'NONE'],
        [14, null, 'UNDECIDED', 'WINNERS_BRACKET'],
        [14, 5, 'AWAY', 'WINNERS_BRACKET'],
      ],
    );
    assert.equal(league.teams.length, 0, 'no mTeam, no teams');
  });

  it('places a game by settings.scheduleSettings.matchupPeriods: a two-period playoff round on its last period', () => {
    // A recorded league whose playoff rounds last two scoring periods ("23": [23, 24]).
    const league = parseLeague(fixture('espn-api-hockey-league-2020'));
    assert.deepEqual(
      league.schedule.map((game) => [game.matchupPeriod, game.weeks, game.week, game.homeTeamId, game.awayTeamId]),
      [
        [22, [22], 22, 8, 5],
        [23, [23, 24], 24, 2, 5],
        [24, [25, 26], 26, 2, 10],
      ],
    );
    assert.equal(league.regularWeeks, 22);
    // ESPN does not promise the periods' order: they are sorted, repeats dropped.
    const shuffled = parseLeague({
      id: 1,
      seasonId: 2025,
      settings: { scheduleSettings: { matchupPeriods: { '15': [16, 15, 16] } } },
      schedule: [{ matchupPeriodId: 15, home: { teamId: 1 }, away: { teamId: 2 } }],
    });
    assert.deepEqual([shuffled.schedule[0]!.weeks, shuffled.schedule[0]!.week], [[15, 16], 16]);
    // A map that is not one of scoring periods is refused, not guessed at.
    for (const matchupPeriods of [
      { '15': [] },
      { '15': [15, 16, 17, 18] },
      { '../15': [15] },
      { '15': ['15'] },
      Object.fromEntries(Array.from({ length: 31 }, (_, index) => [String(index + 1), [index]])),
    ])
      assert.throws(
        () => parseLeague({ id: 1, seasonId: 2025, settings: { scheduleSettings: { matchupPeriods } } }),
        EspnShapeError,
        JSON.stringify(matchupPeriods).slice(0, 60),
      );
  });

  it('reads mDraftDetail and mSettings: the picks (round, place, team, player, keeper) and the keeper count', () => {
    const league = parseLeague(fixture('espn-api-draft-2018'));
    assert.deepEqual(league.picks.slice(0, 2), [
      { round: 1, roundPick: 1, teamId: 2, playerId: 15825, keeper: false },
      { round: 1, roundPick: 2, teamId: 8, playerId: 2977644, keeper: false },
    ]);
    assert.equal(league.keeperCount, 0);
    // The recorded settings have no name: the league is named by its id.
    assert.equal(league.name, 'ESPN league 368876');
  });

  it("reads the league history's season before 2018 (the body inside an array), whose earlier seasons are none", () => {
    const [body] = fixture('espn-api-league-history-2015') as unknown[];
    const league = parseLeague(body);
    assert.equal(league.season, 2015);
    // The recording lists 2015–2017 as previous seasons of every season: only earlier ones count.
    assert.deepEqual(league.previousSeasons, []);
    assert.deepEqual(
      league.schedule.map((game) => [game.homeTeamId, game.awayTeamId, game.winner]),
      [
        [2, 4, 'HOME'],
        [7, 3, 'AWAY'],
        [1, 6, 'HOME'],
      ],
    );
  });

  it('reads a budget only where the league uses one, and refuses a body without its id or season', () => {
    const base = { id: 5, seasonId: 2025 };
    assert.equal(
      parseLeague({
        ...base,
        settings: { acquisitionSettings: { isUsingAcquisitionBudget: true, acquisitionBudget: 100 } },
      }).faabBudget,
      100,
    );
    assert.equal(
      parseLeague({
        ...base,
        settings: { acquisitionSettings: { isUsingAcquisitionBudget: false, acquisitionBudget: 100 } },
      }).faabBudget,
      null,
    );
    // The league's name by the names rule: control characters dropped, cut to a league name's length.
    const named = parseLeague({ ...base, settings: { name: `Gridiron\u0000 Gang\u001b ${'y'.repeat(400)}` } }).name;
    assert.ok(named.startsWith('Gridiron Gang y') && named.length <= 60, named);
    assert.equal(parseLeague({ ...base, settings: { name: '\u0000\u0007' } }).name, 'ESPN league 5');
    assert.throws(() => parseLeague({ seasonId: 2025 }), EspnShapeError);
    assert.throws(() => parseLeague({ ...base, teams: [{ id: 'one' }] }), EspnShapeError);
    assert.throws(() => parseLeague('<html>'), EspnShapeError);
  });
});

describe("ESPN's codes", () => {
  it('maps positions, lineup slots and pro teams to ours (Washington is WSH at ESPN)', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 16, 9].map(positionOf), ['QB', 'RB', 'WR', 'TE', 'K', 'DEF', '']);
    assert.deepEqual([0, 2, 4, 6, 16, 17, 20, 21, 23].map(slotOf), [
      'QB',
      'RB',
      'WR',
      'TE',
      'DEF',
      'K',
      'BN',
      'IR',
      'W/R/T',
    ]);
    assert.deepEqual([28, 18, 33, 0].map(nflTeamOf), ['Was', 'NO', 'Bal', '']);
  });
});
