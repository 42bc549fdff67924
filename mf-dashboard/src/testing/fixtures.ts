// API answers for the dashboard's tests, typed by their contracts.
import { testLeague } from 'shared-auth/testing';
import type {
  MatchupDetail,
  FaabBalance,
  RosterPlayer,
  StandingsResponse,
  TeamWithRecord,
  WeekMatchup,
  WeekScores,
} from 'shared-contracts';

const team = (id: number, name: string, abbreviation: string, logoUrl: string | null = null) => ({
  id,
  name,
  abbreviation,
  logoUrl,
});
export const knights = team(1, 'Gotham City Knights', 'GCK', 'data:image/svg+xml,knights');
/** Signed in as the manager of the Knights (the league's own team, marked on every screen). */
export const asKnightsManager = {
  auth: {
    league: {
      ...testLeague,
      role: 'manager' as const,
      team: { ...knights, displayName: 'Bruce', yahooTeamKey: '461.l.6288.t.1' },
    },
  },
};
export const spurs = team(2, 'San Antonio Spurs of Steel', 'SAS');
export const bandits = team(3, 'Bayou Bandits', 'BAY', 'data:image/svg+xml,bandits');
export const mayhem = team(4, 'Mile High Mayhem', 'MHM');

export function weekGames(week: number, scored = true): { matchups: WeekMatchup[] } {
  return {
    matchups: [
      {
        id: week * 10 + 1,
        homeTeam: knights,
        awayTeam: spurs,
        home_team_score: scored ? 129.61 : null,
        away_team_score: scored ? 103.5 : null,
        week_number: week,
        description: `Sun, Week ${week} date`,
        is_playoff: false,
      },
      {
        id: week * 10 + 2,
        homeTeam: bandits,
        awayTeam: mayhem,
        home_team_score: scored ? 93.05 : null,
        away_team_score: scored ? 106.04 : null,
        week_number: week,
        description: null,
        is_playoff: false,
      },
    ],
  };
}

export const standings: StandingsResponse = {
  teams: [
    {
      id: 4,
      name: 'Mile High Mayhem',
      wins: 12,
      losses: 6,
      ties: 0,
      totalPoints: 2107,
      pointsAgainst: 1950.2,
      streak: 'W3',
      gamesBack: 0,
    },
    {
      id: 3,
      name: 'Bayou Bandits',
      wins: 11,
      losses: 6,
      ties: 1,
      totalPoints: 1913.84,
      pointsAgainst: 1874,
      streak: 'T1',
      gamesBack: 0.5,
    },
    {
      id: 1,
      name: 'Gotham City Knights',
      wins: 6,
      losses: 12,
      ties: 0,
      totalPoints: 1811.5,
      pointsAgainst: 2001.75,
      streak: 'L1',
      gamesBack: 6,
    },
  ],
};

const withRecord = (
  base: ReturnType<typeof team>,
  yahooTeamKey: string | null,
  wins: number,
  losses: number,
  ties: number,
  totalPoints: number,
): TeamWithRecord => ({
  ...base,
  displayName: base.name.split(' ')[0]!,
  yahooTeamKey,
  wins,
  losses,
  ties,
  totalPoints,
});

export const teamsWithRecords: TeamWithRecord[] = [
  withRecord(knights, '461.l.6288.t.1', 6, 12, 0, 1811.5),
  withRecord(spurs, '461.l.6288.t.2', 5, 12, 1, 1725.834),
  withRecord(bandits, null, 9, 9, 0, 1956.46),
  withRecord(mayhem, '461.l.6288.t.4', 11, 7, 0, 2031.11),
];

function player(id: number, name: string, position: string, slot: string): RosterPlayer {
  return {
    id: `449.p.${id}`,
    providerPlayerId: id,
    name,
    position,
    team: 'Phi',
    status: slot === 'IR' ? 'IR' : null,
    isStarting: slot !== 'BN' && slot !== 'IR',
    slot: slot,
    isFlex: slot === 'W/R/T',
    stats: null,
  };
}

/** A roster in Yahoo's order (bench first here, to show the sort), with a superflex QB. */
export const roster: RosterPlayer[] = [
  player(10, 'Bench Runner', 'RB', 'BN'),
  player(11, 'Injured Receiver', 'WR,CB', 'IR'),
  player(1, 'Jalen Thrower', 'QB', 'QB'),
  player(2, 'Wide One', 'WR', 'WR'),
  player(3, 'Wide Two', 'WR', 'WR'),
  player(4, 'Back One', 'RB', 'RB'),
  player(5, 'Back Two', 'RB', 'RB'),
  player(6, 'Tight End', 'TE', 'TE'),
  player(7, 'Flex Back', 'RB', 'W/R/T'),
  player(8, 'Second Thrower', 'QB', 'QB'),
  player(9, 'Big Kicker', 'K', 'K'),
];

/** The week's points: every starter but the kicker (no points yet), and one bench player. */
export const scores: WeekScores = Object.fromEntries(
  [
    [1, 21.5],
    [2, 14.4],
    [3, 22.6],
    [4, 27.2],
    [5, 12],
    [6, 19.9],
    [7, 22.8],
    [8, 3.14],
    [10, 8],
  ].map(([id, points]) => [String(id), { points: points!, stats: [] }]),
);

const lineupPlayer = (slot: string, name: string, position: string, nflTeam: string, points: number | null) => ({
  slot,
  name,
  position,
  nflTeam,
  points,
});

/** GET /api/matchups/171: week 17's first game, both lineups from the provider. */
export const matchupDetail: MatchupDetail = {
  id: 171,
  season: 2024,
  week: 17,
  is_completed: true,
  is_playoff: false,
  description: 'Sun, Week 17 date',
  home: {
    team: knights,
    score: 129.61,
    starters: [
      lineupPlayer('QB', 'Josh Allen', 'QB', 'BUF', 31.5),
      lineupPlayer('WR', 'CeeDee Lamb', 'WR', 'DAL', 18.25),
      lineupPlayer('FLEX', 'Kyren Williams', 'RB', 'LAR', null),
    ],
    bench: [lineupPlayer('BN', 'Bench Warmer', 'TE', 'NYG', 4)],
  },
  away: {
    team: spurs,
    score: 103.5,
    starters: [lineupPlayer('QB', 'Jalen Hurts', 'QB', 'PHI', 22.75)],
    bench: [],
  },
  lineups: 'available',
  note: null,
};
/** Each team's FAAB left (GET /api/faab): the Bandits have none left, the Mayhem no row ($0 too). */
export const faabBalances: FaabBalance[] = [
  { teamId: 1, amount: 37 },
  { teamId: 2, amount: 100 },
  { teamId: 3, amount: 0 },
];
