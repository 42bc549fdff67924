/**
 * The fake Sleeper's leagues as data: one demo user (`keeperfan`) in a keeper league with two
 * seasons linked by `previous_league_id` (2025 in season, NFL week 12 under way; 2024
 * complete), a 2025 dynasty league beside it, and a complete 2020 league in the shapes
 * Sleeper answered then (docs/sleeper.md §8). Everything is computed from fixed tables,
 * so tests can assert exact names, points and standings through the helpers exported here.
 */
import { FAKE_SLEEPER_PLAYERS, rosterablePlayers } from './players';

export type FakeSleeperUser = {
  user_id: string;
  username: string;
  display_name: string;
  avatar: string | null;
};

/** The users of every league; the demo user first. */
export const FAKE_SLEEPER_USERS: readonly FakeSleeperUser[] = [
  {
    user_id: '734019274628181248',
    username: 'keeperfan',
    display_name: 'KeeperFan',
    avatar: '4f1c2a9e8b7d6c5e4f3a2b1c0d9e8f7a',
  },
  {
    user_id: '734019274628181249',
    username: 'gridirongus',
    display_name: 'GridironGus',
    avatar: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  },
  {
    user_id: '734019274628181250',
    username: 'tdtina',
    display_name: 'TinaTD',
    avatar: 'b2c3d4e5f60718293a4b5c6d7e8f90a1',
  },
  {
    user_id: '734019274628181251',
    username: 'blitzbarry',
    display_name: 'BlitzBarry',
    avatar: 'c3d4e5f60718293a4b5c6d7e8f90a1b2',
  },
  {
    user_id: '734019274628181252',
    username: 'fourthanddeb',
    display_name: 'FourthAndDeb',
    avatar: 'd4e5f60718293a4b5c6d7e8f90a1b2c3',
  },
  { user_id: '734019274628181253', username: 'huddleharry', display_name: 'HuddleHarry', avatar: null },
  {
    user_id: '734019274628181254',
    username: 'nonamenate',
    display_name: 'NoNameNate',
    avatar: 'e5f60718293a4b5c6d7e8f90a1b2c3d4',
  },
  {
    user_id: '734019274628181255',
    username: 'pigskinpat',
    display_name: 'PigskinPat',
    avatar: 'f60718293a4b5c6d7e8f90a1b2c3d4e5',
  },
  {
    user_id: '734019274628181256',
    username: 'redzonerita',
    display_name: 'RedZoneRita',
    avatar: '0718293a4b5c6d7e8f90a1b2c3d4e5f6',
  },
  {
    user_id: '734019274628181257',
    username: 'sackmastersam',
    display_name: 'SackMasterSam',
    avatar: '18293a4b5c6d7e8f90a1b2c3d4e5f607',
  },
  {
    user_id: '734019274628181258',
    username: 'waiverwally',
    display_name: 'WaiverWally',
    avatar: '293a4b5c6d7e8f90a1b2c3d4e5f60718',
  },
  {
    user_id: '734019274628181259',
    username: 'endzoneemma',
    display_name: 'EndZoneEmma',
    avatar: '3a4b5c6d7e8f90a1b2c3d4e5f6071829',
  },
];

export const DEMO_SLEEPER_USER = FAKE_SLEEPER_USERS[0]!;

/** Sleeper's NFL state while the fake runs: the 2025 regular season, week 12 under way. */
export const FAKE_NFL_STATE = {
  week: 12,
  leg: 12,
  season: '2025',
  season_type: 'regular',
  league_season: '2025',
  previous_season: '2024',
  season_start_date: '2025-09-04',
  display_week: 12,
  league_create_season: '2025',
  season_has_scores: true,
} as const;

/** A lineup spot by position and index on the roster: 'RB0' is a roster's first running back. */
type Spot = `${'QB' | 'RB' | 'WR' | 'TE' | 'K' | 'DEF'}${number}`;

export type FakeSleeperLeague = {
  leagueId: string;
  draftId: string;
  name: string;
  season: string;
  status: 'in_season' | 'complete';
  previousLeagueId: string | null;
  /** Owner of roster i+1 by index into FAKE_SLEEPER_USERS; null: an orphaned roster. */
  owners: Array<number | null>;
  /** This league's team names by user index (Sleeper's are per league); null or absent: none set. */
  teamNames: Record<number, string | null>;
  /** A team avatar (metadata.avatar, a full URL) by user index. */
  teamAvatars: Record<number, string>;
  rosterPositions: string[];
  /** The lineup every week: spots for `rosterPositions`' starting slots, then the bench. */
  starters: Spot[];
  bench: Spot[];
  /** Roster id → spots on injured reserve (`reserve`, also in `players`). */
  reserve: Record<number, Spot[]>;
  /** Roster id → starting slots left empty (Sleeper's "0"), by index into `starters`. */
  emptyStarterSlots: Record<number, number[]>;
  /** Where in each position's pool this league's rosters start (leagues do not share players). */
  poolOffset: number;
  /** Roster id → spots this roster also had in the previous season (the same player). */
  carriedOver: Record<number, Spot[]>;
  /** Roster id → spots kept in this season's draft (`is_keeper: true`). */
  keepers: Record<number, Spot[]>;
  /** The draft's slot of each roster id, 1-based (`slot_to_roster_id` inverted). */
  draftSlots: number[];
  /** snake (each round turned) or linear (round 1's order every round), as the draft's `type`. */
  draftType: 'snake' | 'linear';
  /** A snake draft's settings.reversal_round: that round keeps the direction of the one before (0: none). */
  reversalRound: number;
  /** Whether the draft's picks carry roster_id as a string (Sleeper sends either). */
  pickRosterIdAsString: boolean;
  /** What non-keeper picks carry as is_keeper: null or false (Sleeper sends either). */
  nonKeeperFlag: null | false;
  playoffWeekStart: number;
  lastWeek: number;
  /** Weeks of this season with games, as Sleeper's league setting `leg` runs; null when over. */
  currentWeek: number | null;
  /** Each roster's FAAB spent (settings.waiver_budget_used), by roster id - 1. */
  waiverBudgetUsed: number[];
  tradedPicks: Array<{ season: string; round: number; roster_id: number; previous_owner_id: number; owner_id: number }>;
  /** Turns the round-robin wheel so seasons differ. */
  scheduleShift: number;
  /** The league's draft rounds (settings.draft_rounds, the draft's settings.rounds); null: a pick per lineup and bench spot. */
  draftRounds: number | null;
  /**
   * Whether matchups carry players_points; false answers starters_points only, as Sleeper did
   * for 2020 (docs/sleeper.md §3).
   */
  sendsPlayersPoints: boolean;
  /** Whether the draft names slot_to_roster_id (Sleeper's 2020 drafts do not). */
  sendsSlotToRosterId: boolean;
  /**
   * Moves after the last regular week, in the playoffs: the season's final rosters
   * (`/rosters`) differ from its matchups'. `from`'s player at `spot` leaves (to `to`, or
   * dropped when `to` is null); with `from` null, a free agent joins `to`.
   */
  finalMoves: Array<{ from: number; spot: Spot; to: number | null } | { from: null; to: number }>;
};

const KEEPER_POSITIONS = ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'K', 'DEF', 'BN', 'BN', 'BN', 'BN', 'BN', 'BN'];
const KEEPER_STARTERS: Spot[] = ['QB0', 'RB0', 'RB1', 'WR0', 'WR1', 'TE0', 'RB2', 'K0', 'DEF0'];
const KEEPER_BENCH: Spot[] = ['QB1', 'RB3', 'WR2', 'WR3', 'WR4', 'TE1'];

/** Kept in both seasons' drafts by the same roster: "2 years kept". */
const KEPT_TWICE: Record<number, Spot[]> = { 1: ['RB0'], 3: ['WR0'], 5: ['QB0'], 8: ['RB0'] };
/** Drafted in 2024, kept in 2025: one year kept. */
const KEPT_ONCE: Record<number, Spot[]> = { 2: ['WR0'], 10: ['TE0'] };

const KEEPER_TEAM_NAMES: Record<number, string | null> = {
  0: 'Keeper of the Flame',
  1: 'Gus Bus',
  2: "Tina's Touchdowns",
  3: 'Blitzkrieg Bop',
  4: 'Fourth and Long',
  5: 'Huddle Up',
  // 6 (NoNameNate) never set a team name: the display name stands in.
  7: 'Pigskin Prophets',
  8: 'Red Zone Rebels',
  9: 'Sack Masters',
  10: 'Waiver Wire Warriors',
  11: 'End Zone Elite',
};

const twelveOwners = Array.from({ length: 12 }, (_, index) => index);

export const FAKE_SLEEPER_LEAGUES: readonly FakeSleeperLeague[] = [
  {
    leagueId: '1180395246100484096',
    draftId: '1180395246100484097',
    name: 'Keepers of the Gridiron',
    season: '2025',
    status: 'in_season',
    previousLeagueId: '1048201391337078784',
    owners: twelveOwners,
    teamNames: KEEPER_TEAM_NAMES,
    teamAvatars: { 11: 'https://sleepercdn.com/uploads/end-zone-elite.jpg' },
    rosterPositions: KEEPER_POSITIONS,
    starters: KEEPER_STARTERS,
    bench: KEEPER_BENCH,
    reserve: { 4: ['RB4'] },
    emptyStarterSlots: {},
    poolOffset: 0,
    carriedOver: mergeSpots(KEPT_TWICE, KEPT_ONCE),
    keepers: mergeSpots(KEPT_TWICE, KEPT_ONCE),
    draftSlots: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
    draftType: 'snake',
    reversalRound: 3,
    pickRosterIdAsString: true,
    nonKeeperFlag: false,
    playoffWeekStart: 15,
    lastWeek: 17,
    currentWeek: 12,
    waiverBudgetUsed: [0, 14, 37, 100, 5, 22, 63, 0, 48, 9, 71, 30],
    tradedPicks: [
      { season: '2026', round: 1, roster_id: 4, previous_owner_id: 4, owner_id: 9 },
      { season: '2026', round: 2, roster_id: 1, previous_owner_id: 1, owner_id: 6 },
      // Traded twice: 5 → 3 → 8.
      { season: '2026', round: 3, roster_id: 5, previous_owner_id: 3, owner_id: 8 },
      { season: '2026', round: 2, roster_id: 11, previous_owner_id: 11, owner_id: 2 },
      { season: '2025', round: 3, roster_id: 7, previous_owner_id: 7, owner_id: 12 },
    ],
    scheduleShift: 0,
    draftRounds: null,
    sendsPlayersPoints: true,
    sendsSlotToRosterId: true,
    finalMoves: [],
  },
  {
    leagueId: '1048201391337078784',
    draftId: '1048201391337078785',
    name: 'Keepers of the Gridiron',
    season: '2024',
    status: 'complete',
    previousLeagueId: null,
    owners: twelveOwners,
    // Gus renamed his team for 2025.
    teamNames: { ...KEEPER_TEAM_NAMES, 1: 'Gus Bus Classic' },
    teamAvatars: {},
    rosterPositions: KEEPER_POSITIONS,
    starters: KEEPER_STARTERS,
    bench: KEEPER_BENCH,
    reserve: {},
    emptyStarterSlots: {},
    poolOffset: 12,
    carriedOver: {},
    keepers: KEPT_TWICE,
    draftSlots: Array.from({ length: 12 }, (_, index) => index + 1),
    draftType: 'snake',
    reversalRound: 0,
    pickRosterIdAsString: false,
    nonKeeperFlag: null,
    playoffWeekStart: 15,
    lastWeek: 17,
    currentWeek: null,
    waiverBudgetUsed: [41, 0, 12, 88, 19, 3, 55, 27, 100, 0, 16, 8],
    tradedPicks: [
      { season: '2025', round: 3, roster_id: 7, previous_owner_id: 7, owner_id: 12 },
      { season: '2024', round: 2, roster_id: 2, previous_owner_id: 2, owner_id: 5 },
    ],
    scheduleShift: 4,
    draftRounds: null,
    sendsPlayersPoints: true,
    sendsSlotToRosterId: true,
    finalMoves: [],
  },
  {
    leagueId: '1181512008459341824',
    draftId: '1181512008459341825',
    name: 'Office Dynasty',
    season: '2025',
    status: 'in_season',
    previousLeagueId: null,
    owners: [3, 4, 5, 0, 6, 7, 8, 9, 10, null],
    teamNames: { 0: 'Dynasty Keeper' },
    teamAvatars: {},
    rosterPositions: [
      'QB',
      'RB',
      'RB',
      'WR',
      'WR',
      'TE',
      'FLEX',
      'SUPER_FLEX',
      'K',
      'DEF',
      'BN',
      'BN',
      'BN',
      'BN',
      'BN',
    ],
    starters: ['QB0', 'RB0', 'RB1', 'WR0', 'WR1', 'TE0', 'RB2', 'QB1', 'K0', 'DEF0'],
    bench: ['RB3', 'WR2', 'WR3', 'WR4', 'TE1'],
    reserve: {},
    // The orphaned roster has no kicker.
    emptyStarterSlots: { 10: [8] },
    poolOffset: 24,
    carriedOver: {},
    keepers: {},
    draftSlots: Array.from({ length: 10 }, (_, index) => index + 1),
    draftType: 'snake',
    reversalRound: 0,
    pickRosterIdAsString: false,
    nonKeeperFlag: false,
    playoffWeekStart: 15,
    lastWeek: 17,
    currentWeek: 12,
    waiverBudgetUsed: [10, 20, 30, 40, 50, 60, 70, 80, 90, 0],
    tradedPicks: [],
    scheduleShift: 2,
    draftRounds: null,
    sendsPlayersPoints: true,
    sendsSlotToRosterId: true,
    finalMoves: [],
  },
  {
    // Shaped as Sleeper answered for 2020 (docs/sleeper.md §3): four draft rounds, matchups
    // with starters_points only, a draft without slot_to_roster_id, traded picks of the
    // draft already held, and final rosters that moved on after the last regular week.
    leagueId: '590512737146966016',
    draftId: '590512737146966017',
    name: 'Old Guard Dynasty',
    season: '2020',
    status: 'complete',
    previousLeagueId: null,
    owners: twelveOwners,
    teamNames: KEEPER_TEAM_NAMES,
    teamAvatars: {},
    rosterPositions: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'FLEX', 'BN', 'BN', 'BN', 'BN', 'BN', 'BN'],
    starters: ['QB0', 'RB0', 'RB1', 'WR0', 'WR1', 'TE0', 'RB2', 'WR2'],
    bench: ['QB1', 'RB3', 'WR3', 'WR4', 'TE1', 'K0'],
    reserve: {},
    emptyStarterSlots: {},
    poolOffset: 34,
    carriedOver: {},
    keepers: {},
    draftSlots: Array.from({ length: 12 }, (_, index) => index + 1),
    // Sleeper's 2020 draft was linear (its recorded answer, docs/sleeper.md §6).
    draftType: 'linear',
    reversalRound: 0,
    pickRosterIdAsString: false,
    nonKeeperFlag: null,
    playoffWeekStart: 14,
    lastWeek: 16,
    currentWeek: null,
    waiverBudgetUsed: [41, 0, 100, 35, 0, 12, 90, 4, 0, 61, 18, 7],
    tradedPicks: [
      // The 2020 draft is over: these picks were used in it.
      { season: '2020', round: 1, roster_id: 1, previous_owner_id: 3, owner_id: 2 },
      { season: '2020', round: 4, roster_id: 2, previous_owner_id: 2, owner_id: 1 },
      { season: '2021', round: 1, roster_id: 1, previous_owner_id: 1, owner_id: 5 },
      { season: '2021', round: 4, roster_id: 5, previous_owner_id: 5, owner_id: 6 },
      { season: '2022', round: 2, roster_id: 5, previous_owner_id: 5, owner_id: 9 },
    ],
    scheduleShift: 1,
    draftRounds: 4,
    sendsPlayersPoints: false,
    sendsSlotToRosterId: false,
    finalMoves: [
      { from: 5, spot: 'RB3', to: 6 },
      { from: 1, spot: 'WR4', to: null },
      { from: 3, spot: 'TE1', to: null },
      { from: 3, spot: 'QB1', to: null },
      { from: 12, spot: 'WR3', to: null },
      { from: null, to: 5 },
      { from: null, to: 6 },
      { from: null, to: 11 },
    ],
  },
];

export const [KEEPER_LEAGUE_2025, KEEPER_LEAGUE_2024, DYNASTY_LEAGUE_2025, OLD_LEAGUE_2020] = FAKE_SLEEPER_LEAGUES as [
  FakeSleeperLeague,
  FakeSleeperLeague,
  FakeSleeperLeague,
  FakeSleeperLeague,
];

/** League settings' waiver_budget of every fake league. */
export const FAKE_WAIVER_BUDGET = 100;

function mergeSpots(...tables: Array<Record<number, Spot[]>>): Record<number, Spot[]> {
  const merged: Record<number, Spot[]> = {};
  for (const table of tables)
    for (const [rosterId, spots] of Object.entries(table))
      merged[Number(rosterId)] = [...(merged[Number(rosterId)] ?? []), ...spots];
  return merged;
}

export function fakeLeague(leagueId: string): FakeSleeperLeague | undefined {
  return FAKE_SLEEPER_LEAGUES.find((league) => league.leagueId === leagueId);
}

export function fakeLeagueOfDraft(draftId: string): FakeSleeperLeague | undefined {
  return FAKE_SLEEPER_LEAGUES.find((league) => league.draftId === draftId);
}

function requireLeague(leagueId: string): FakeSleeperLeague {
  const league = fakeLeague(leagueId);
  if (!league) throw new Error(`No fake Sleeper league ${leagueId}`);
  return league;
}

export const rosterIds = (league: FakeSleeperLeague) => league.owners.map((_, index) => index + 1);

// ── rosters ──────────────────────────────────────────────────────────────────────────────

const pools = new Map<string, string[]>();
function pool(position: string): string[] {
  let players = pools.get(position);
  if (!players) {
    players = rosterablePlayers(position);
    pools.set(position, players);
  }
  return players;
}

/** How many of a position a roster may hold (lineup, bench and reserve): the pool's stride. */
const SPOTS_PER_POSITION: Record<string, number> = { QB: 2, RB: 5, WR: 5, TE: 2, K: 1, DEF: 1 };

/**
 * The player in a roster's spot. Leagues and seasons draw from separate stretches of each
 * position's pool, except a spot the roster carried over from last season (the same player).
 */
function playerAt(league: FakeSleeperLeague, rosterId: number, spot: Spot): string {
  const position = spot.replace(/\d+$/, '');
  const index = Number(spot.slice(position.length));
  const previous = league.previousLeagueId ? fakeLeague(league.previousLeagueId) : undefined;
  if (previous && league.carriedOver[rosterId]?.includes(spot)) return playerAt(previous, rosterId, spot);
  const players = pool(position);
  if (position === 'DEF') return players[(league.poolOffset + rosterId - 1) % players.length]!;
  const stride = SPOTS_PER_POSITION[position]!;
  return players[(league.poolOffset + rosterId - 1) * stride + index]!;
}

export type FakeRoster = { starters: string[]; bench: string[]; reserve: string[]; players: string[] };

/**
 * What changed in a league since the fake started, as Sleeper's data changes between two
 * imports (POST /__changes): players moved to another roster (onto its bench), and FAAB spent.
 */
export type FakeLeagueChanges = {
  leagueId: string;
  /** Player id → the roster id he is on now. */
  moves?: Record<string, number>;
  /** Roster id → its FAAB spent now (settings.waiver_budget_used). */
  waiverBudgetUsed?: Record<number, number>;
  /** The league's settings.waiver_budget now; null leaves it out (a league without FAAB). */
  waiverBudget?: number | null;
};

type LeagueChanges = Required<Omit<FakeLeagueChanges, 'leagueId' | 'waiverBudget'>> & {
  waiverBudget?: number | null;
};

const changes = new Map<string, LeagueChanges>();

/** Adds to a league's changes (a later move of the same player wins). */
export function changeLeague({ leagueId, moves = {}, waiverBudgetUsed = {}, waiverBudget }: FakeLeagueChanges): void {
  requireLeague(leagueId);
  const now = changes.get(leagueId) ?? { moves: {}, waiverBudgetUsed: {} };
  changes.set(leagueId, {
    moves: { ...now.moves, ...moves },
    waiverBudgetUsed: { ...now.waiverBudgetUsed, ...waiverBudgetUsed },
    ...(waiverBudget !== undefined
      ? { waiverBudget }
      : 'waiverBudget' in now
        ? { waiverBudget: now.waiverBudget }
        : {}),
  });
}

/** The league's settings.waiver_budget after its changes; null when it has none. */
export function fakeWaiverBudget(league: FakeSleeperLeague): number | null {
  const changed = changes.get(league.leagueId);
  return changed && 'waiverBudget' in changed ? (changed.waiverBudget ?? null) : FAKE_WAIVER_BUDGET;
}

/** Every league as it was made. */
export function resetLeagueChanges(): void {
  changes.clear();
}

/** A roster's FAAB spent, after the league's changes. */
export function fakeWaiverBudgetUsed(league: FakeSleeperLeague, rosterId: number): number {
  return changes.get(league.leagueId)?.waiverBudgetUsed[rosterId] ?? league.waiverBudgetUsed[rosterId - 1] ?? 0;
}

/** A roster's players: starters in `roster_positions` order ("0" for an empty slot), bench, reserve. */
export function fakeRoster(leagueId: string, rosterId: number): FakeRoster {
  const league = requireLeague(leagueId);
  const empty = league.emptyStarterSlots[rosterId] ?? [];
  const moves = Object.entries(changes.get(leagueId)?.moves ?? {});
  const gone = new Set(moves.filter(([, to]) => to !== rosterId).map(([playerId]) => playerId));
  const starters = league.starters.map((spot, slot) =>
    empty.includes(slot) || gone.has(playerAt(league, rosterId, spot)) ? '0' : playerAt(league, rosterId, spot),
  );
  const bench = league.bench.map((spot) => playerAt(league, rosterId, spot)).filter((id) => !gone.has(id));
  const reserve = (league.reserve[rosterId] ?? [])
    .map((spot) => playerAt(league, rosterId, spot))
    .filter((id) => !gone.has(id));
  const held = new Set([...starters, ...bench, ...reserve]);
  bench.push(...moves.filter(([playerId, to]) => to === rosterId && !held.has(playerId)).map(([playerId]) => playerId));
  return { starters, bench, reserve, players: [...starters.filter((id) => id !== '0'), ...bench, ...reserve] };
}

/** Players no league rosters (no NFL team), in id order: who joins a roster after the season's last regular week. */
function freeAgents(): string[] {
  return Object.values(FAKE_SLEEPER_PLAYERS)
    .filter((player) => player.team === null && player.full_name)
    .map((player) => player.player_id);
}

/**
 * The players a roster ended the season with (`/league/<id>/rosters`): its matchups' players
 * after `finalMoves`. Without moves, the same as `fakeRoster`'s.
 */
export function fakeFinalPlayers(leagueId: string, rosterId: number): string[] {
  const league = requireLeague(leagueId);
  let players = [...fakeRoster(leagueId, rosterId).players];
  const pool = freeAgents();
  league.finalMoves.forEach((move, index) => {
    if (move.from === rosterId) {
      const leaving = playerAt(league, move.from, move.spot);
      players = players.filter((id) => id !== leaving);
    }
    if (move.to !== rosterId) return;
    players.push(
      move.from === null
        ? pool[(league.poolOffset * 7 + index) % pool.length]!
        : playerAt(league, move.from, move.spot),
    );
  });
  return players;
}

// ── points ───────────────────────────────────────────────────────────────────────────────

/** FNV-1a: the same number for the same text on every machine. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** Range of a player's week, in hundredths of a point, by position: [lowest, span]. */
const POINT_RANGE: Record<string, [number, number]> = {
  QB: [600, 2600],
  RB: [150, 2500],
  WR: [150, 2700],
  TE: [50, 1900],
  K: [200, 1500],
  DEF: [-400, 2200],
};

export type WeekState = 'over' | 'live' | 'ahead';

export function weekState(league: FakeSleeperLeague, week: number): WeekState {
  if (league.currentWeek === null || week < league.currentWeek) return 'over';
  return week === league.currentWeek ? 'live' : 'ahead';
}

/**
 * A player's points in a week, in hundredths (integers keep every sum exact): 0 for a week
 * not played yet, and in the week under way for a player whose game has not started.
 */
export function playerCents(league: FakeSleeperLeague, playerId: string, week: number): number {
  const state = weekState(league, week);
  if (state === 'ahead') return 0;
  if (state === 'live' && hash(`${playerId}|kickoff|${week}`) % 3 === 0) return 0;
  const seed = hash(`${playerId}|${league.season}|${week}`);
  // A bye or a game missed now and then.
  if (seed % 19 === 0) return 0;
  const position = FAKE_SLEEPER_PLAYERS[playerId]?.position ?? 'WR';
  const [lowest, span] = POINT_RANGE[position] ?? [0, 1000];
  return lowest + (seed % span);
}

const toPoints = (cents: number) => Math.round(cents) / 100;

/** A roster's points in a week: the sum of its starters' (Sleeper's `points`). */
export function fakeRosterPoints(leagueId: string, rosterId: number, week: number): number {
  const league = requireLeague(leagueId);
  const { starters } = fakeRoster(leagueId, rosterId);
  return toPoints(starters.reduce((sum, id) => sum + (id === '0' ? 0 : playerCents(league, id, week)), 0));
}

/**
 * Sleeper's playoff weeks as it answered them for the 2020 league (six playoff teams, one week
 * a round): each roster's matchup_id by roster id - 1, bracket and consolation games alike,
 * null for a team on a bye or out. Every league's playoffs are served in this layout.
 */
const PLAYOFF_MATCHUP_IDS: ReadonlyArray<ReadonlyArray<number | null>> = [
  [2, 4, 1, 2, 5, null, null, null, 4, 5, 1, null],
  [3, 6, 1, 2, 5, 4, 1, 5, 4, 6, 3, 2],
  [null, null, 2, 2, 4, 4, 1, 5, 5, null, null, 1],
];

/** Whether a week is one of the playoffs' (from settings.playoff_week_start on). */
export const isPlayoffWeek = (league: FakeSleeperLeague, week: number) =>
  week >= league.playoffWeekStart && week <= league.lastWeek;

/** A playoff week's games, in matchup_id order: none before the bracket is set (a week ahead). */
function playoffPairings(league: FakeSleeperLeague, week: number): Array<[number, number]> {
  const layout = PLAYOFF_MATCHUP_IDS[week - league.playoffWeekStart];
  if (!layout || weekState(league, week) === 'ahead') return [];
  const byMatchup = new Map<number, number[]>();
  layout.forEach((matchupId, index) => {
    if (matchupId !== null) byMatchup.set(matchupId, [...(byMatchup.get(matchupId) ?? []), index + 1]);
  });
  return [...byMatchup].sort(([a], [b]) => a - b).map(([, pair]) => [pair[0]!, pair[1]!]);
}

/**
 * Each week's pairs of roster ids: a round robin (the circle method), turned by the season's
 * shift, in the regular season; Sleeper's bracket layout in the playoffs (byes play no game).
 */
export function fakePairings(leagueId: string, week: number): Array<[number, number]> {
  const league = requireLeague(leagueId);
  const ids = rosterIds(league);
  if (week < 1 || week > league.lastWeek) return [];
  if (isPlayoffWeek(league, week)) return playoffPairings(league, week);
  const rounds = ids.length - 1;
  const round = (week - 1 + league.scheduleShift) % rounds;
  const [fixed, ...others] = ids as [number, ...number[]];
  const rotated = others.map((_, index) => others[(index + round) % others.length]!);
  const wheel = [fixed, ...rotated];
  return Array.from({ length: ids.length / 2 }, (_, index) => [wheel[index]!, wheel[wheel.length - 1 - index]!]);
}

export type FakeStanding = {
  rosterId: number;
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  pointsAgainst: number;
};

/** Weeks that count in the standings: the regular season's weeks already played. */
export function scoredWeeks(league: FakeSleeperLeague): number[] {
  const lastRegular = league.playoffWeekStart - 1;
  const last = league.currentWeek === null ? lastRegular : Math.min(lastRegular, league.currentWeek - 1);
  return Array.from({ length: last }, (_, index) => index + 1);
}

/** Each roster's record and points over the regular season's played weeks (Sleeper's roster settings). */
export function fakeStandings(leagueId: string): FakeStanding[] {
  const league = requireLeague(leagueId);
  const table = new Map(
    rosterIds(league).map((rosterId) => [
      rosterId,
      { rosterId, wins: 0, losses: 0, ties: 0, pointsFor: 0, pointsAgainst: 0 },
    ]),
  );
  for (const week of scoredWeeks(league)) {
    for (const [a, b] of fakePairings(leagueId, week)) {
      const pointsA = Math.round(fakeRosterPoints(leagueId, a, week) * 100);
      const pointsB = Math.round(fakeRosterPoints(leagueId, b, week) * 100);
      const rowA = table.get(a)!;
      const rowB = table.get(b)!;
      rowA.pointsFor += pointsA;
      rowA.pointsAgainst += pointsB;
      rowB.pointsFor += pointsB;
      rowB.pointsAgainst += pointsA;
      if (pointsA === pointsB) {
        rowA.ties += 1;
        rowB.ties += 1;
      } else {
        (pointsA > pointsB ? rowA : rowB).wins += 1;
        (pointsA > pointsB ? rowB : rowA).losses += 1;
      }
    }
  }
  return [...table.values()].map((row) => ({
    ...row,
    pointsFor: toPoints(row.pointsFor),
    pointsAgainst: toPoints(row.pointsAgainst),
  }));
}

// ── keepers and the draft ────────────────────────────────────────────────────────────────

/**
 * The draft slot that picks `index`th (1-based) in `round`: round 1's order every round of a
 * linear draft; a snake's turned every round, its reversal round keeping the direction of the
 * round before.
 */
export function fakeDraftSlot(league: FakeSleeperLeague, round: number, index: number): number {
  const teams = league.owners.length;
  const turns = league.reversalRound > 0 && round >= league.reversalRound ? round - 2 : round - 1;
  const reversed = league.draftType === 'snake' && turns % 2 === 1;
  return reversed ? teams + 1 - index : index;
}

/** Each roster's own pick's place in each round of the league's draft, as its picks are served. */
export function fakeDraftPlaces(
  leagueId: string,
  rounds: number,
): Array<{ round: number; rosterId: number; position: number }> {
  const league = requireLeague(leagueId);
  const rosterAtSlot = new Map(league.draftSlots.map((slot, index) => [slot, index + 1]));
  return Array.from({ length: rounds }, (_, roundIndex) =>
    Array.from({ length: league.owners.length }, (_unused, index) => ({
      round: roundIndex + 1,
      rosterId: rosterAtSlot.get(fakeDraftSlot(league, roundIndex + 1, index + 1))!,
      position: index + 1,
    })),
  ).flat();
}

export type FakeKeeper = { rosterId: number; playerId: string };

/** The players kept in a league's draft, by roster. */
export function fakeKeepers(leagueId: string): FakeKeeper[] {
  const league = requireLeague(leagueId);
  return Object.entries(league.keepers).flatMap(([rosterId, spots]) =>
    spots.map((spot) => ({ rosterId: Number(rosterId), playerId: playerAt(league, Number(rosterId), spot) })),
  );
}

/** Each roster's drafted players in the order it took them: keepers last (Sleeper puts them in late rounds). */
export function draftedPlayers(
  league: FakeSleeperLeague,
  rosterId: number,
): Array<{ playerId: string; isKeeper: boolean }> {
  const kept = new Set(league.keepers[rosterId] ?? []);
  const empty = league.emptyStarterSlots[rosterId] ?? [];
  const spots = [...league.starters.filter((_, slot) => !empty.includes(slot)), ...league.bench];
  return [...spots.filter((spot) => !kept.has(spot)), ...spots.filter((spot) => kept.has(spot))].map((spot) => ({
    playerId: playerAt(league, rosterId, spot),
    isKeeper: kept.has(spot),
  }));
}

/** Roster ids of the league by our demo user: its roster in each league. */
export function demoRosterId(leagueId: string): number {
  const league = requireLeague(leagueId);
  return league.owners.indexOf(0) + 1;
}
