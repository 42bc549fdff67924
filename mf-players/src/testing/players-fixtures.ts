// Players and teams for mf-players' tests (not a test file itself), and the API answers
// for them through msw.
import { endpoints, type Player, type PlayerPoints, type Team } from 'shared-contracts';
import { HttpResponse, mockApi } from 'shared-testing';
import { type KeeperRule, keeperEndpoints } from 'shared-contracts/keepers';

export function makePlayer(overrides: Partial<Player> = {}): Player {
  return {
    id: 1,
    year: 2025,
    name: 'Patrick Mahomes',
    position: 'QB',
    nflTeam: 'KC',
    isRookie: false,
    teamId: 1,
    yahooTeamKey: '461.l.6288.t.1',
    teamName: 'Gotham City Knights',
    auctionPrice: 55,
    buffer: null,
    isKeeper: true,
    previousYearValue: 50,
    yearsKept: 2,
    currentYearValue: null,
    draftRound: null,
    seasonPoints: null,
    lastWeekPoints: null,
    ...overrides,
  };
}

export const testTeams: Team[] = [
  {
    id: 1,
    name: 'Gotham City Knights',
    displayName: 'Bruce',
    abbreviation: 'GCK',
    yahooTeamKey: '461.l.6288.t.1',
    logoUrl: null,
  },
  {
    id: 2,
    name: 'Bayou Bandits',
    displayName: 'Marie',
    abbreviation: 'BAY',
    yahooTeamKey: '461.l.6288.t.2',
    logoUrl: null,
  },
];

/**
 * A small 2025 book: two rostered players (one a keeper), a rookie free agent, a kicker. Points
 * (docs/screens/players.md §4.8): Mahomes scored in three weeks, Bijan in two (0 the last, which
 * is a score, not none), Puka has no provider id (none known), Tucker has one but no points yet.
 */
export const testBook: Player[] = [
  makePlayer({ id: 1, seasonPoints: 73.5, lastWeekPoints: 31.08, draftRound: 1 }),
  makePlayer({
    id: 2,
    name: 'Bijan Robinson',
    position: 'RB',
    nflTeam: 'Atl',
    teamId: 2,
    yahooTeamKey: '461.l.6288.t.2',
    teamName: 'Bayou Bandits',
    isKeeper: false,
    auctionPrice: 40,
    previousYearValue: null,
    yearsKept: 0,
    currentYearValue: 44,
    seasonPoints: 12.4,
    lastWeekPoints: 0,
  }),
  makePlayer({
    id: 3,
    name: 'Puka Nacua',
    position: 'WR',
    nflTeam: 'LAR',
    teamId: null,
    yahooTeamKey: null,
    teamName: null,
    isKeeper: false,
    isRookie: true,
    auctionPrice: null,
    previousYearValue: null,
    yearsKept: 0,
  }),
  makePlayer({
    id: 4,
    name: 'Justin Tucker',
    position: 'K',
    nflTeam: 'Bal',
    teamId: null,
    yahooTeamKey: null,
    teamName: null,
    isKeeper: false,
    auctionPrice: 1,
    previousYearValue: 1,
    yearsKept: 0,
    currentYearValue: 1,
  }),
];

/** GET /api/players/{id}/points of the test book's players, by id. */
export const testPoints: Record<number, PlayerPoints> = {
  1: {
    playerId: 1,
    year: 2025,
    providerPlayerId: '4046',
    weeks: [
      { week: 1, points: 24.12 },
      { week: 2, points: 18.3 },
      { week: 3, points: 31.08 },
    ],
  },
  2: {
    playerId: 2,
    year: 2025,
    providerPlayerId: '9509',
    weeks: [
      { week: 1, points: 12.4 },
      { week: 2, points: 0 },
    ],
  },
  3: { playerId: 3, year: 2025, providerPlayerId: null, weeks: [] },
  4: { playerId: 4, year: 2025, providerPlayerId: '1945', weeks: [] },
};

/** GET /api/players/{id}/points answering from `points`, 404 for a player it does not hold. */
export const playerPointsApi = (points: Record<number, PlayerPoints> = testPoints) =>
  mockApi.on(endpoints.getPlayerPoints, ({ params }) => {
    const answer = points[params.playerId];
    return answer ?? HttpResponse.json({ message: 'Player not found' }, { status: 404 });
  });

/** GET /api/players?year= answering `book` for every year, GET /api/teams, and each player's points. */
export function playersApi(book: Player[] = testBook, teams: Team[] = testTeams) {
  return [
    mockApi.on(endpoints.listPlayers, book),
    playerPointsApi(),
    mockApi.on(endpoints.listTeams, teams),
    mockApi.on(keeperEndpoints.getKeeperSeason, ({ params }) => ({
      season: params.season,
      rule: null,
      deadlinePassed: false,
      teams: [],
    })),
  ];
}

/** A keeper rule for tests: +$5 and 10%, buffer added, 3 years, 2 keepers, $200. */
export const testRule: KeeperRule = {
  season: 2025,
  increaseAmount: 5,
  increasePercent: 10,
  addBuffer: true,
  maxYearsKept: 3,
  maxKeepersPerTeam: 2,
  auctionBudget: 200,
  deadline: '2025-08-31T12:00',
  timeZone: 'America/New_York',
  deadlineAt: '2025-08-31T16:00:00.000Z',
  keeperRound: { kind: 'drafted-round', minusPerYear: 0 },
  tradedKeeperPick: 'conflict',
};
