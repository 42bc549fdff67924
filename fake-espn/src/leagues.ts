/**
 * The fake ESPN's leagues: a private keeper league (its two cookies open it) with a finished
 * 2024 and a 2025 under way in week 6, and a public league whose 2017 is read through ESPN's
 * league history and 2018 through its seasons. Everything is computed from ids, so a test can
 * ask what the fake answered without reading its answers. The shapes themselves are in
 * shapes.ts; they follow the recorded answers docs/espn.md §8 names.
 */

export const PRIVATE_LEAGUE_ID = 77001;
export const PUBLIC_LEAGUE_ID = 77002;
/** A public league whose playoff rounds last two NFL weeks each. */
export const LONG_ROUNDS_LEAGUE_ID = 77003;

/**
 * The private league's cookies as ESPN sets them: espn_s2 URL-encoded (as a browser's cookie
 * store shows it), SWID a GUID in braces.
 */
export const FAKE_ESPN_COOKIES = {
  espnS2: 'AEBfakeS2%2Bkeeper%2Fleague%3D7700120250001abcdefABCDEF0123456789',
  swid: '{8F4D863B-58A1-4D93-AA08-4460B3861B40}',
} as const;

export type FakeEspnSeason = {
  season: number;
  name: string;
  /** ESPN's scoringPeriodId: the week under way (a finished season's is past its last week). */
  scoringPeriodId: number;
  isFinished: boolean;
  previousSeasons: number[];
  /** Older seasons named their teams by location and nickname, newer ones by name. */
  namesByLocation: boolean;
  /**
   * Scoring periods (NFL weeks) each playoff round lasts: 1, or 2 as a league may set its
   * rounds (settings.scheduleSettings.matchupPeriods then maps "15" to [15, 16]; docs/espn.md §6).
   */
  playoffRoundWeeks?: 1 | 2;
};

export type FakeEspnLeague = {
  id: number;
  isPrivate: boolean;
  /** Team ids need not be 1..N: a league that lost a team skips its id (docs/espn.md §4). */
  teamIds: number[];
  faabBudget: number;
  seasons: FakeEspnSeason[];
};

export const FAKE_ESPN_LEAGUES: FakeEspnLeague[] = [
  {
    id: PRIVATE_LEAGUE_ID,
    isPrivate: true,
    teamIds: [1, 2, 3, 4, 6, 7, 8, 9],
    faabBudget: 100,
    seasons: [
      {
        season: 2025,
        name: 'Cookie Jar Keepers',
        scoringPeriodId: 6,
        isFinished: false,
        previousSeasons: [2024],
        namesByLocation: false,
      },
      {
        season: 2024,
        name: 'Cookie Jar Keepers',
        scoringPeriodId: 18,
        isFinished: true,
        previousSeasons: [],
        namesByLocation: false,
      },
    ],
  },
  {
    id: PUBLIC_LEAGUE_ID,
    isPrivate: false,
    teamIds: [1, 2, 3, 4, 5, 6, 7, 8],
    faabBudget: 200,
    seasons: [
      {
        season: 2018,
        name: 'Open Gridiron',
        scoringPeriodId: 18,
        isFinished: true,
        previousSeasons: [2017],
        namesByLocation: false,
      },
      {
        season: 2017,
        name: 'Open Gridiron',
        scoringPeriodId: 18,
        isFinished: true,
        previousSeasons: [],
        namesByLocation: true,
      },
    ],
  },
  {
    id: LONG_ROUNDS_LEAGUE_ID,
    isPrivate: false,
    teamIds: [1, 2, 3, 4, 5, 6, 7, 8],
    faabBudget: 100,
    seasons: [
      {
        // Week 16 under way: the second week of the semi-finals (matchup period 15, weeks 15 and 16).
        season: 2025,
        name: 'Long Rounds',
        scoringPeriodId: 16,
        isFinished: false,
        previousSeasons: [2024],
        namesByLocation: false,
        playoffRoundWeeks: 2,
      },
      {
        season: 2024,
        name: 'Long Rounds',
        scoringPeriodId: 19,
        isFinished: true,
        previousSeasons: [],
        namesByLocation: false,
        playoffRoundWeeks: 2,
      },
    ],
  },
];

/** Weeks of the regular season (settings.scheduleSettings.matchupPeriodCount); two playoff rounds follow. */
export const REGULAR_WEEKS = 14;
/** The last week of a season whose playoff rounds last a week each. */
export const FINAL_WEEK = 16;
export const KEEPER_COUNT = 2;

/** The season's last scoring period: the regular season, then two rounds of one or two weeks. */
export const finalWeekOf = (season: FakeEspnSeason): number => REGULAR_WEEKS + 2 * (season.playoffRoundWeeks ?? 1);

/**
 * settings.scheduleSettings.matchupPeriods as ESPN sends it: each matchup period's scoring
 * periods, keyed by the period's number as a string (the regular season's one week each).
 */
export function fakeMatchupPeriods(season: FakeEspnSeason): Record<string, number[]> {
  const periods: Record<string, number[]> = {};
  for (let period = 1; period <= REGULAR_WEEKS; period += 1) periods[String(period)] = [period];
  const length = season.playoffRoundWeeks ?? 1;
  for (let round = 0; round < 2; round += 1) {
    const first = REGULAR_WEEKS + 1 + round * length;
    periods[String(REGULAR_WEEKS + 1 + round)] = Array.from({ length }, (_, index) => first + index);
  }
  return periods;
}

/** The matchup period a scoring period falls in. */
export function matchupPeriodOf(season: FakeEspnSeason, week: number): number {
  const found = Object.entries(fakeMatchupPeriods(season)).find(([, weeks]) => weeks.includes(week));
  return found ? Number(found[0]) : week;
}

export function fakeEspnSeason(
  leagueId: number,
  season: number,
): { league: FakeEspnLeague; season: FakeEspnSeason } | null {
  const league = FAKE_ESPN_LEAGUES.find((item) => item.id === leagueId);
  const found = league?.seasons.find((item) => item.season === season);
  return league && found ? { league, season: found } : null;
}

export const fakeTeamIds = (leagueId: number): number[] =>
  FAKE_ESPN_LEAGUES.find((item) => item.id === leagueId)?.teamIds ?? [];

const LOCATIONS = ['North', 'South', 'East', 'West', 'Harbor', 'Summit', 'Prairie', 'Canyon', 'River'];
const NICKNAMES = ['Bears', 'Comets', 'Otters', 'Foxes', 'Giants', 'Hawks', 'Rams', 'Owls', 'Wolves'];

/** A team's name as its season writes it: `name`, or `location` + `nickname` in older seasons. */
export function fakeTeamName(leagueId: number, teamId: number): { location: string; nickname: string; name: string } {
  const offset = leagueId === PUBLIC_LEAGUE_ID ? 3 : 0;
  const location = LOCATIONS[(teamId + offset) % LOCATIONS.length]!;
  const nickname = NICKNAMES[(teamId * 2 + offset) % NICKNAMES.length]!;
  return { location, nickname, name: `${location} ${nickname}` };
}

/** A team's owner, a member of the league: ESPN names members by a GUID in braces. */
export function fakeMember(leagueId: number, teamId: number) {
  const hex = (leagueId * 100 + teamId).toString(16).toUpperCase().padStart(12, '0');
  const first = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Gray', 'Harper', 'Indy'][teamId % 9]!;
  return {
    id: `{0000${teamId.toString().padStart(4, '0')}-AAAA-4BBB-8CCC-${hex}}`,
    displayName: `${first.toLowerCase()}${leagueId % 100}${teamId}`,
    firstName: first,
    lastName: `Owner${teamId}`,
  };
}

/** defaultPositionId: 1 QB, 2 RB, 3 WR, 4 TE, 5 K, 16 D/ST. */
type Spot = { position: 1 | 2 | 3 | 4 | 5 | 16; lineupSlotId: number };
/**
 * Every team's sixteen: one starter per starting slot (0 QB, 2 RB, 4 WR, 6 TE, 23 flex, 16 D/ST,
 * 17 K), a bench (20) and one player on injured reserve (21).
 */
const ROSTER: Spot[] = [
  { position: 1, lineupSlotId: 0 },
  { position: 1, lineupSlotId: 20 },
  { position: 2, lineupSlotId: 2 },
  { position: 2, lineupSlotId: 2 },
  { position: 2, lineupSlotId: 20 },
  { position: 2, lineupSlotId: 21 },
  { position: 3, lineupSlotId: 4 },
  { position: 3, lineupSlotId: 4 },
  { position: 3, lineupSlotId: 23 },
  { position: 3, lineupSlotId: 20 },
  { position: 3, lineupSlotId: 20 },
  { position: 4, lineupSlotId: 6 },
  { position: 4, lineupSlotId: 20 },
  { position: 5, lineupSlotId: 17 },
  { position: 16, lineupSlotId: 16 },
  { position: 2, lineupSlotId: 20 },
];
/** The roster places whose players are kept in a keeper season (the first two backs and receivers). */
const KEPT_PLACES = [2, 6];

/** ESPN's proTeamId of a few NFL teams; 28 is Washington, which ESPN writes WSH. */
const PRO_TEAMS = [1, 2, 3, 12, 16, 18, 25, 28, 33, 34];
const DST_NAMES: Record<number, string> = {
  1: 'Falcons',
  2: 'Bills',
  3: 'Bears',
  12: 'Chiefs',
  16: 'Vikings',
  18: 'Saints',
  25: '49ers',
  28: 'Commanders',
  33: 'Ravens',
  34: 'Texans',
};
const FIRST = [
  'Marcus',
  'Tyler',
  'Jalen',
  'Derek',
  'Cole',
  'Isaiah',
  'Nate',
  'Owen',
  'Reggie',
  'Sam',
  'Trent',
  'Victor',
];
const LAST = [
  'Abbott',
  'Barlow',
  'Cruz',
  'Dorsey',
  'Ellis',
  'Fowler',
  'Garrett',
  'Hines',
  'Ingram',
  'Jennings',
  'Keller',
  'Lyons',
  'Mercer',
  'Norwood',
];

export type FakePlayer = {
  id: number;
  fullName: string;
  defaultPositionId: number;
  proTeamId: number;
  lineupSlotId: number;
};

/** A team's players in roster order; the same in every season of the league (keepers stay). */
export function fakeLineup(leagueId: number, teamId: number): FakePlayer[] {
  const leagueIndex = leagueId === PUBLIC_LEAGUE_ID ? 1 : 0;
  return ROSTER.map((spot, place) => {
    const proTeamId = PRO_TEAMS[(teamId + place + leagueIndex) % PRO_TEAMS.length]!;
    if (spot.position === 16) {
      // A team defence's id is negative: -16000 - its proTeamId (docs/espn.md §4).
      const defence = PRO_TEAMS[(teamId + leagueIndex * 5) % PRO_TEAMS.length]!;
      return {
        id: -16000 - defence,
        fullName: `${DST_NAMES[defence]} D/ST`,
        defaultPositionId: 16,
        proTeamId: defence,
        lineupSlotId: spot.lineupSlotId,
      };
    }
    const serial = leagueIndex * 200 + teamId * 16 + place;
    return {
      id: 3_000_000 + leagueIndex * 10_000 + teamId * 100 + place,
      fullName: `${FIRST[serial % FIRST.length]} ${LAST[Math.floor(serial / FIRST.length) % LAST.length]}`,
      defaultPositionId: spot.position,
      proTeamId,
      lineupSlotId: spot.lineupSlotId,
    };
  });
}

/** Whether a week of a season has points yet: every week of a finished season, up to the current one of a running one. */
export function weekStarted(season: FakeEspnSeason, week: number): boolean {
  return season.isFinished ? week <= finalWeekOf(season) : week <= season.scoringPeriodId;
}

/** A player's points in a week (two decimals), 0 before the week starts. */
export function fakePlayerPoints(season: FakeEspnSeason, playerId: number, week: number): number {
  if (!weekStarted(season, week)) return 0;
  const cents = (Math.abs(playerId) * 31 + week * 173 + season.season * 7) % 2600;
  return cents / 100;
}

const STARTING = (slot: number) => slot !== 20 && slot !== 21;

/** A team's points in a week: its starters' sum, as ESPN's totalPoints. */
export function fakeTeamWeekPoints(leagueId: number, season: FakeEspnSeason, teamId: number, week: number): number {
  const total = fakeLineup(leagueId, teamId)
    .filter((player) => STARTING(player.lineupSlotId))
    .reduce((sum, player) => sum + fakePlayerPoints(season, player.id, week), 0);
  return Math.round(total * 100) / 100;
}

export type FakeGame = {
  id: number;
  /** ESPN's matchupPeriodId. */
  matchupPeriod: number;
  /** The game's scoring periods (NFL weeks): one, or two for a two-week playoff round. */
  weeks: number[];
  /** Its last scoring period: the week our import places it on (docs/espn.md §6). */
  week: number;
  home: number;
  away: number;
  /** NONE for the regular season; the playoffs' bracket and consolation games otherwise. */
  playoffTierType: 'NONE' | 'WINNERS_BRACKET' | 'WINNERS_CONSOLATION_LADDER' | 'LOSERS_CONSOLATION_LADDER';
};

/** The regular season: a round robin of the league's teams (the circle method), repeated as needed. */
function regularGames(teamIds: number[]): FakeGame[] {
  const games: FakeGame[] = [];
  const rotating = teamIds.slice(1);
  for (let week = 1; week <= REGULAR_WEEKS; week += 1) {
    const round = (week - 1) % (teamIds.length - 1);
    const order = [teamIds[0]!, ...rotating.slice(round), ...rotating.slice(0, round)];
    for (let index = 0; index < order.length / 2; index += 1) {
      const [a, b] = [order[index]!, order[order.length - 1 - index]!];
      games.push({
        id: 0,
        matchupPeriod: week,
        weeks: [week],
        week,
        home: week % 2 ? a : b,
        away: week % 2 ? b : a,
        playoffTierType: 'NONE',
      });
    }
  }
  return games;
}

export type FakeRecord = { wins: number; losses: number; ties: number; pointsFor: number; pointsAgainst: number };

/** The standings of the regular season's decided games (playoffTierType NONE only). */
export function fakeStandings(leagueId: number, season: FakeEspnSeason): Map<number, FakeRecord> {
  const records = new Map<number, FakeRecord>(
    fakeTeamIds(leagueId).map((id) => [id, { wins: 0, losses: 0, ties: 0, pointsFor: 0, pointsAgainst: 0 }]),
  );
  // Playoff games are not counted: the regular season's alone.
  for (const game of regularGames(fakeTeamIds(leagueId))) {
    if (!gameDecided(season, game.week)) continue;
    const home = fakeTeamWeekPoints(leagueId, season, game.home, game.week);
    const away = fakeTeamWeekPoints(leagueId, season, game.away, game.week);
    const [h, a] = [records.get(game.home)!, records.get(game.away)!];
    h.pointsFor += home;
    h.pointsAgainst += away;
    a.pointsFor += away;
    a.pointsAgainst += home;
    h.wins += home > away ? 1 : 0;
    h.losses += away > home ? 1 : 0;
    a.wins += away > home ? 1 : 0;
    a.losses += home > away ? 1 : 0;
    h.ties += home === away ? 1 : 0;
    a.ties += home === away ? 1 : 0;
  }
  return records;
}

/** A game is decided once its week is over: a running season's current week is not. */
export function gameDecided(season: FakeEspnSeason, week: number): boolean {
  return season.isFinished || week < season.scoringPeriodId;
}

/** A game side's points: its team's over the game's scoring periods (ESPN's totalPoints of a two-week round). */
export function fakeGamePoints(leagueId: number, season: FakeEspnSeason, teamId: number, game: FakeGame): number {
  const total = game.weeks.reduce((sum, week) => sum + fakeTeamWeekPoints(leagueId, season, teamId, week), 0);
  return Math.round(total * 100) / 100;
}

/** The season's schedule: the regular season, then, once it is over, the playoffs' two rounds. */
export function fakeSchedule(leagueId: number, season: FakeEspnSeason): FakeGame[] {
  const teamIds = fakeTeamIds(leagueId);
  const games = regularGames(teamIds);
  if (season.isFinished || season.scoringPeriodId > REGULAR_WEEKS)
    games.push(...playoffGames(leagueId, season, teamIds));
  return games.map((game, id) => ({ ...game, id }));
}

/**
 * Round one (matchup period 15): 1 v 4 and 2 v 3 in the bracket, the rest in the consolation
 * ladder; round two (16): the final and third place. A round lasts one week or two.
 */
function playoffGames(leagueId: number, season: FakeEspnSeason, teamIds: number[]): FakeGame[] {
  const standings = fakeStandings(leagueId, { ...season, isFinished: false, scoringPeriodId: REGULAR_WEEKS + 1 });
  const seeds = [...teamIds].sort((a, b) => {
    const [x, y] = [standings.get(a)!, standings.get(b)!];
    return y.wins - x.wins || y.pointsFor - x.pointsFor || a - b;
  });
  const periods = fakeMatchupPeriods(season);
  const round = (period: number) => {
    const weeks = periods[String(period)]!;
    return { id: 0, matchupPeriod: period, weeks, week: weeks.at(-1)! };
  };
  const [first, second] = [round(REGULAR_WEEKS + 1), round(REGULAR_WEEKS + 2)];
  const winner = (game: FakeGame) =>
    fakeGamePoints(leagueId, season, game.home, game) >= fakeGamePoints(leagueId, season, game.away, game)
      ? [game.home, game.away]
      : [game.away, game.home];
  const semis: FakeGame[] = [
    { ...first, home: seeds[0]!, away: seeds[3]!, playoffTierType: 'WINNERS_BRACKET' },
    { ...first, home: seeds[1]!, away: seeds[2]!, playoffTierType: 'WINNERS_BRACKET' },
  ];
  const consolation: FakeGame[] = [];
  for (let index = 4; index + 1 < seeds.length; index += 2)
    consolation.push({
      ...first,
      home: seeds[index]!,
      away: seeds[index + 1]!,
      playoffTierType: 'LOSERS_CONSOLATION_LADDER',
    });
  // The second round is set once the first is decided.
  if (!gameDecided(season, first.week)) return [...semis, ...consolation];
  const [w1, l1] = winner(semis[0]!);
  const [w2, l2] = winner(semis[1]!);
  return [
    ...semis,
    ...consolation,
    { ...second, home: w1!, away: w2!, playoffTierType: 'WINNERS_BRACKET' },
    { ...second, home: l1!, away: l2!, playoffTierType: 'WINNERS_CONSOLATION_LADDER' },
  ];
}

export const playoffGame = (game: FakeGame) => game.playoffTierType !== 'NONE';

/** The season's keepers (a season after the league's first): each team keeps two of its players. */
export function fakeKeepers(leagueId: number, season: FakeEspnSeason): Array<{ teamId: number; name: string }> {
  if (season.previousSeasons.length === 0) return [];
  return fakeTeamIds(leagueId).flatMap((teamId) =>
    KEPT_PLACES.map((place) => ({ teamId, name: fakeLineup(leagueId, teamId)[place]!.fullName })),
  );
}

/** What a team spent of the season's FAAB budget. */
export function fakeFaab(leagueId: number, season: FakeEspnSeason, teamId: number): number {
  return (teamId * 13 + season.season) % 40;
}

/**
 * The season's draft, a snake of sixteen rounds in team id order: a team drafts its roster in
 * order, its kept players (a keeper season's) in the last two rounds, marked keeper.
 */
export function fakeDraftPicks(leagueId: number, season: FakeEspnSeason) {
  const teamIds = fakeTeamIds(leagueId);
  const keeps = season.previousSeasons.length > 0;
  const queues = new Map(
    teamIds.map((teamId) => {
      const places = ROSTER.map((_, place) => place);
      const order = keeps ? [...places.filter((place) => !KEPT_PLACES.includes(place)), ...KEPT_PLACES] : places;
      return [
        teamId,
        order.map((place) => ({
          player: fakeLineup(leagueId, teamId)[place]!,
          kept: keeps && KEPT_PLACES.includes(place),
        })),
      ];
    }),
  );
  const picks = [];
  let overall = 0;
  for (let round = 1; round <= ROSTER.length; round += 1) {
    const order = round % 2 ? teamIds : [...teamIds].reverse();
    for (const [index, teamId] of order.entries()) {
      overall += 1;
      const next = queues.get(teamId)!.shift()!;
      picks.push({
        roundId: round,
        roundPickNumber: index + 1,
        overallPickNumber: overall,
        teamId,
        playerId: next.player.id,
        keeper: next.kept,
      });
    }
  }
  return picks;
}
