// Players and teams for mf-players' tests (not a test file itself), and the API answers
// for them through msw.
import { endpoints, type KeeperRule, type Player, type Team } from 'shared-contracts';
import { mockApi } from 'shared-testing';

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

/** A small 2025 book: two rostered players (one a keeper), a rookie free agent, a kicker. */
export const testBook: Player[] = [
  makePlayer({ id: 1 }),
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

/** GET /api/players?year= answering `book` for every year, and GET /api/teams. */
export function playersApi(book: Player[] = testBook, teams: Team[] = testTeams) {
  return [
    mockApi.on(endpoints.listPlayers, book),
    mockApi.on(endpoints.listTeams, teams),
    mockApi.on(endpoints.getKeeperSeason, ({ params }) => ({
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
};
