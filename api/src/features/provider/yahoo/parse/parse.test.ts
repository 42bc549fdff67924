import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  emptyRosterAnswer,
  leaguePlayersStatsAnswer,
  leagueTeamsAnswer,
  rosterAnswer,
  rosterStatsAnswer,
  userLeaguesAnswer,
} from './fixtures';
import { parseLeague, parseUserLeagues } from './leagues';
import { parseLeaguePlayerScores, parseTeamRoster } from './roster';
import { YAHOO_LIMITS, YahooShapeError, number } from './shape';
import { parseLeagueTeams } from './teams';

describe("reading Yahoo's answers", () => {
  it('lists the NFL leagues of the account with season, weeks as numbers and the renew link', () => {
    const leagues = parseUserLeagues(userLeaguesAnswer);
    assert.deepEqual(leagues, [
      {
        leagueKey: '449.l.751781',
        name: 'Harambe Memorial League',
        season: 2024,
        numTeams: 12,
        currentWeek: 17,
        endWeek: 17,
        isFinished: true,
        previousLeagueKey: '423.l.71785',
      },
      // No season on the league itself: it comes from its game. current_week arrives as a number here.
      {
        leagueKey: '461.l.6288',
        name: 'Harambe Memorial League',
        season: 2025,
        numTeams: 12,
        currentWeek: 11,
        endWeek: 17,
        isFinished: false,
        previousLeagueKey: '449.l.751781',
      },
    ]);
  });

  it("reads teams by key despite placeholders, with the first manager's nickname and an https logo", () => {
    assert.deepEqual(parseLeagueTeams(leagueTeamsAnswer), [
      { teamKey: '461.l.6288.t.1', teamId: 1, name: 'San Antonio Süpürs', manager: 'Faruk', logoUrl: 'https://…jpg' },
      { teamKey: '461.l.6288.t.2', teamId: 2, name: 'Gotham City Knights', manager: 'Bruce', logoUrl: null },
    ]);
  });

  it('drops what a name may not hold from the names Yahoo sends (teams, managers, players, leagues) and normalises them', () => {
    const disguise = (answer: unknown) =>
      JSON.parse(
        JSON.stringify(answer).replace(
          /"(Gotham City Knights|Bruce|Jalen Hurts|Harambe Memorial League)"/g,
          (_match, name: string) => JSON.stringify(`\u202E${name.replace(' ', '\u200B\u00A0')}\u2066`),
        ),
      );
    assert.deepEqual(parseLeagueTeams(disguise(leagueTeamsAnswer))[1], {
      teamKey: '461.l.6288.t.2',
      teamId: 2,
      name: 'Gotham City Knights',
      manager: 'Bruce',
      logoUrl: null,
    });
    assert.equal(parseTeamRoster(disguise(rosterAnswer))[0]!.name, 'Jalen Hurts');
    assert.equal(
      parseUserLeagues(disguise(userLeaguesAnswer)).find((league) => league.leagueKey === '461.l.6288')?.name,
      'Harambe Memorial League',
    );
  });

  it('reads a roster: starters by slot, injury status, dual positions and a team defense', () => {
    const roster = parseTeamRoster(rosterAnswer);
    assert.deepEqual(
      roster.map((player) => [
        player.id,
        player.providerPlayerId,
        player.name,
        player.position,
        player.team,
        player.status,
        player.isStarting,
        player.slot,
      ]),
      [
        ['461.p.32723', 32723, 'Jalen Hurts', 'QB', 'Phi', null, true, 'QB'],
        ['461.p.41787', 41787, 'Travis Hunter', 'WR,CB', 'Jax', 'IR', false, 'BN'],
        ['461.p.100008', 100008, 'Detroit', 'DEF', 'Det', null, true, 'DEF'],
        ['461.p.33000', 33000, 'Nico Park', 'RB', 'KC', null, true, 'W/R/T'],
      ],
    );
    assert.equal(roster[0]!.isFlex, false);
    assert.equal(roster[3]!.isFlex, true);
    assert.equal(roster[2]!.isFlex, false, 'is_flex "0" is false');
    assert.ok(
      roster.every((player) => player.stats === null),
      'a plain roster carries no stats',
    );
  });

  it('reads week scores from string and number totals, skipping "-" values', () => {
    const roster = parseTeamRoster(rosterStatsAnswer);
    assert.deepEqual(roster[0]!.stats, {
      points: 8.58,
      stats: [
        { stat_id: 4, value: 167 },
        { stat_id: 5, value: 1 },
        { stat_id: 6, value: 1 },
        { stat_id: 9, value: -1 },
      ],
    });
    assert.deepEqual(roster[1]!.stats, { points: 0, stats: [] });
    assert.deepEqual(roster[2]!.stats, { points: 12.5, stats: [{ stat_id: 32, value: 3 }] });
  });

  it('answers an empty roster (Yahoo sends [] for an empty collection) as an empty list', () => {
    assert.deepEqual(parseTeamRoster(emptyRosterAnswer), []);
  });

  it('maps league player stats by numeric player id', () => {
    assert.deepEqual(parseLeaguePlayerScores(leaguePlayersStatsAnswer), {
      '7200': {
        points: 8.58,
        stats: [
          { stat_id: 4, value: 167 },
          { stat_id: 5, value: 1 },
          { stat_id: 6, value: 1 },
          { stat_id: 9, value: -1 },
        ],
      },
    });
  });

  it('refuses a collection longer than any real league holds, before reading its entries', () => {
    // The recorded answer's teams, copied past the limit under Yahoo's own "0".."n-1" keys.
    const answer = structuredClone(leagueTeamsAnswer) as unknown as { fantasy_content: { league: unknown[] } };
    const teams = (answer.fantasy_content.league[1] as { teams: Record<string, unknown> }).teams;
    const one = teams['0'];
    for (let index = 0; index <= YAHOO_LIMITS.teams; index++) teams[String(index)] = one;
    teams.count = YAHOO_LIMITS.teams + 1;
    assert.throws(
      () => parseLeagueTeams(answer),
      (error: Error) =>
        error instanceof YahooShapeError &&
        error.message ===
          `its list of teams holds ${YAHOO_LIMITS.teams + 1}, more than the ${YAHOO_LIMITS.teams} any league has`,
    );
    // At the limit, the same answer is read.
    delete teams[String(YAHOO_LIMITS.teams)];
    teams.count = YAHOO_LIMITS.teams;
    assert.equal(parseLeagueTeams(answer).length, YAHOO_LIMITS.teams);
  });

  it('refuses an answer without the expected root, and reads scalars of either type', () => {
    assert.throws(() => parseTeamRoster({ fantasy_content: { league: [] } }), YahooShapeError);
    assert.throws(() => parseLeagueTeams({ error: { description: 'x' } }), YahooShapeError);
    // A league of a game we do not know, without a season of its own: a shape error too, never a plain crash.
    assert.throws(() => parseLeague({ fantasy_content: { league: [{ league_key: '999.l.1' }] } }), YahooShapeError);
    assert.deepEqual(
      [number('17'), number(17), number('8.58'), number(false), number([]), number('-'), number('')],
      [17, 17, 8.58, null, null, null, null],
    );
  });
});
