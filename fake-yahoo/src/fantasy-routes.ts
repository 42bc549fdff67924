/**
 * The Fantasy API v2 resources the fake serves, read from Yahoo's path syntax: segments
 * separated by '/', each `name;param=value;param=value`.
 */
// The league's data (teams, rosters, stat lines, pairings, points) is the demo league's own, shared with the API's demo seed.
import {
  FAKE_LEAGUES,
  FAKE_TEAMS,
  findLeague,
  findPlayer,
  LOGIN_GUID,
  pairings,
  rosterOf,
  teamPoints,
  weekStatus,
  type FakeLeague,
} from 'shared-demo-league';
import {
  collection,
  envelope,
  gameMetadata,
  leagueMetadata,
  playerMetadata,
  playerStatsAndPoints,
  roster,
  teamKey,
  teamMetadata,
} from './shapes';

export type Segment = { name: string; params: Record<string, string> };

/** An answer in Yahoo's error envelope: 400 for a bad key, for instance. */
export class FantasyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function parsePath(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((raw) => {
      const [name = '', ...pairs] = decodeURIComponent(raw).split(';');
      const params: Record<string, string> = {};
      for (const pair of pairs) {
        const [key = '', value = ''] = pair.split('=');
        params[key] = value;
      }
      return { name, params };
    });
}

const NOT_IN_LEAGUE = 'You are not allowed to view this page because you are not in this league.';

function leagueOf(key: string | undefined): FakeLeague {
  const league = key ? findLeague(key) : undefined;
  if (!league) throw new FantasyError(400, NOT_IN_LEAGUE);
  return league;
}

function teamOf(key: string | undefined): { league: FakeLeague; teamId: number } {
  const match = /^(\d+\.l\.\d+)\.t\.(\d+)$/.exec(key ?? '');
  const league = leagueOf(match?.[1]);
  const teamId = Number(match?.[2]);
  if (!(teamId >= 1 && teamId <= FAKE_TEAMS.length)) throw new FantasyError(400, NOT_IN_LEAGUE);
  return { league, teamId };
}

function weekOf(value: string | undefined, league: FakeLeague): number {
  if (value === undefined || value === 'current') return league.currentWeek;
  const week = Number(value);
  if (!Number.isInteger(week) || week < 1 || week > 18) throw new FantasyError(400, `Invalid week ${value}`);
  return week;
}

/** Answers one Fantasy API path (after /fantasy/v2) with Yahoo's JSON. */
export function fantasyResource(path: string): unknown {
  const uri = `/fantasy/v2/${path}`;
  const segments = parsePath(path);
  const [first, ...rest] = segments;
  if (first?.name === 'users') return envelope(uri, 'users', usersGamesLeagues(rest));
  if (first?.name === 'league') {
    const [key, sub, subsub] = [first.params.key ?? rest[0]?.name, rest[1], rest[2]];
    return envelope(uri, 'league', leagueResource(leagueOf(key), sub, subsub));
  }
  if (first?.name === 'team') {
    const { league, teamId } = teamOf(rest[0]?.name);
    return envelope(uri, 'team', teamResource(league, teamId, rest[1], rest[2], rest[3]));
  }
  throw new FantasyError(400, `Invalid resource ${first?.name ?? ''}`);
}

function usersGamesLeagues(rest: Segment[]): unknown {
  const [games, leagues] = rest;
  if (games?.name !== 'games' || leagues?.name !== 'leagues') throw new FantasyError(400, 'Invalid subresource');
  // The account plays in both seasons' leagues: one game per season, newest last.
  const gameEntries = FAKE_LEAGUES.map((league) => [
    gameMetadata(league),
    { leagues: collection('league', [[leagueMetadata(league)]]) },
  ]);
  return collection('user', [[{ guid: LOGIN_GUID }, { games: collection('game', gameEntries) }]]);
}

function leagueResource(league: FakeLeague, sub: Segment | undefined, subsub: Segment | undefined): unknown[] {
  const metadata = leagueMetadata(league);
  if (!sub) return [metadata];
  if (sub.name === 'teams') {
    return [
      metadata,
      {
        teams: collection(
          'team',
          FAKE_TEAMS.map((_team, index) => [teamMetadata(league, index + 1)]),
        ),
      },
    ];
  }
  if (sub.name === 'scoreboard') return [metadata, scoreboard(league, weekOf(sub.params.week, league))];
  if (sub.name === 'players') {
    const keys = (sub.params.player_keys ?? '').split(',').filter(Boolean);
    if (keys.length === 0 || keys.length > 25) throw new FantasyError(400, 'Between 1 and 25 player keys are allowed');
    const week = subsub?.name === 'stats' ? weekOf(subsub.params.week, league) : null;
    const players = keys.map((key) => {
      const match = /^(\d+)\.p\.(\d+)$/.exec(key);
      const player = match && match[1] === league.gameKey ? findPlayer(Number(match[2])) : undefined;
      if (!player) throw new FantasyError(400, `Invalid player key ${key}`);
      return week === null
        ? [playerMetadata(league, player)]
        : [playerMetadata(league, player), playerStatsAndPoints(league, player, week)];
    });
    return [metadata, { players: collection('player', players) }];
  }
  throw new FantasyError(400, `Invalid subresource ${sub.name}`);
}

function teamResource(
  league: FakeLeague,
  teamId: number,
  sub?: Segment,
  players?: Segment,
  stats?: Segment,
): unknown[] {
  const metadata = teamMetadata(league, teamId);
  if (!sub) return [metadata];
  if (sub.name !== 'roster') throw new FantasyError(400, `Invalid subresource ${sub.name}`);
  const week = weekOf(sub.params.week, league);
  const withStats = players?.name === 'players' && stats?.name === 'stats';
  if (withStats && stats.params.week && weekOf(stats.params.week, league) !== week) {
    throw new FantasyError(400, 'The stats week must be the roster week');
  }
  return [metadata, roster(league, rosterOf(league, teamId), week, withStats)];
}

function scoreboard(league: FakeLeague, week: number): unknown {
  const status = weekStatus(league, week);
  const matchups = pairings(week).map(([home, away]) => {
    const points = [teamPoints(league, home, week), teamPoints(league, away, week)];
    // A projection exists before the week starts: the points its lines would bring.
    const projected = [home, away].map((teamId) => teamPoints({ ...league, isFinished: true }, teamId, week) * 1.08);
    const teams = [home, away].map((teamId, index) => [
      teamMetadata(league, teamId).slice(0, 3),
      {
        // Team-level points are flat; Yahoo sends them as a string or a number.
        team_points: {
          coverage_type: 'week',
          week: String(week),
          total: league.season === 2024 ? points[index] : points[index]!.toFixed(2),
        },
        team_projected_points: { coverage_type: 'week', week: String(week), total: projected[index]!.toFixed(2) },
      },
    ]);
    const winner = points[0]! === points[1]! ? null : points[0]! > points[1]! ? home : away;
    return {
      week: String(week),
      week_start: `${league.season}-09-04`,
      week_end: `${league.season}-09-08`,
      status,
      is_playoffs: week > 14 ? '1' : '0',
      is_consolation: '0',
      is_tied: status === 'postevent' && winner === null ? 1 : 0,
      ...(status === 'postevent' && winner !== null ? { winner_team_key: teamKey(league, winner) } : {}),
      '0': { teams: collection('team', teams) },
    };
  });
  return { scoreboard: { week: String(week), '0': { matchups: collection('matchup', matchups) } } };
}
