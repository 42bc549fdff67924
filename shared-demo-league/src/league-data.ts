/**
 * The demo league as its Yahoo league, in three seasons linked by `renew` (2025 → 2024 →
 * 2023): the fake Yahoo serves it, and the API's demo seed takes its games and scores from it,
 * so both show one number per team and week. Team n of every season is the seed's team n
 * (same name; the manager's nickname is its displayName). Every roster has the slots an NFL league uses (QB, WR, RB, TE, W/R/T, K,
 * DEF, BN, IR), and the data holds the cases a client must cope with: an injured starter, a
 * player on IR, a dual-position player (WR,CB) and team defenses.
 */

export type FakeTeam = { name: string; manager: string };

/** Kept equal to the API's DEMO_TEAMS (an API test compares them). */
export const FAKE_TEAMS: readonly FakeTeam[] = [
  { name: 'Gotham City Knights', manager: 'Bruce' },
  { name: 'San Antonio Spurs of Steel', manager: 'Faruk' },
  { name: 'Bayou Bandits', manager: 'Marie' },
  { name: 'Mile High Mayhem', manager: 'Dana' },
  { name: 'Lakeshore Lumberjacks', manager: 'Sven' },
  { name: 'Desert Scorpions', manager: 'Rosa' },
  { name: 'Harbor Hounds', manager: 'Kofi' },
  { name: 'Prairie Thunder', manager: 'Jess' },
  { name: 'Ironworks Anvils', manager: 'Mateo' },
  { name: 'Capital Filibusters', manager: 'Priya' },
  { name: 'Tundra Titans', manager: 'Olaf' },
  { name: 'Coastal Currents', manager: 'Lani' },
];

/** The signed-in account is team 2's manager, the league's commissioner. */
export const LOGIN_TEAM_ID = 2;
export const LOGIN_GUID = 'FAKEGUID0000000002';

export type FakeLeague = {
  gameKey: string;
  leagueId: string;
  leagueKey: string;
  name: string;
  season: number;
  /** Last season's league as `{game}_{league_id}`; '' when there is none. */
  renew: string;
  currentWeek: number;
  endWeek: number;
  isFinished: boolean;
};

/** Oldest first: the account's leagues list them in this order, one game per season. */
export const FAKE_LEAGUES: readonly FakeLeague[] = [
  {
    gameKey: '423',
    leagueId: '71785',
    leagueKey: '423.l.71785',
    name: 'Harambe Memorial League',
    season: 2023,
    // The start of the chain: Yahoo answers an empty renew.
    renew: '',
    currentWeek: 17,
    endWeek: 17,
    isFinished: true,
  },
  {
    gameKey: '449',
    leagueId: '751781',
    leagueKey: '449.l.751781',
    name: 'Harambe Memorial League',
    season: 2024,
    renew: '423_71785',
    currentWeek: 17,
    endWeek: 17,
    isFinished: true,
  },
  {
    gameKey: '461',
    leagueId: '6288',
    leagueKey: '461.l.6288',
    name: 'Harambe Memorial League',
    season: 2025,
    renew: '449_751781',
    currentWeek: 11,
    endWeek: 17,
    isFinished: false,
  },
];

export function findLeague(leagueKey: string): FakeLeague | undefined {
  return FAKE_LEAGUES.find((league) => league.leagueKey === leagueKey);
}

export type Position = 'QB' | 'WR' | 'RB' | 'TE' | 'K' | 'DEF';

export type NflTeam = { abbr: string; fullName: string; city: string; id: number; bye: number };

/** A slice of the NFL: enough teams to give every fantasy team its own defense. */
export const NFL_TEAMS: readonly NflTeam[] = [
  { abbr: 'Phi', fullName: 'Philadelphia Eagles', city: 'Philadelphia', id: 21, bye: 9 },
  { abbr: 'Det', fullName: 'Detroit Lions', city: 'Detroit', id: 8, bye: 8 },
  { abbr: 'KC', fullName: 'Kansas City Chiefs', city: 'Kansas City', id: 12, bye: 10 },
  { abbr: 'Buf', fullName: 'Buffalo Bills', city: 'Buffalo', id: 2, bye: 7 },
  { abbr: 'SF', fullName: 'San Francisco 49ers', city: 'San Francisco', id: 25, bye: 14 },
  { abbr: 'Bal', fullName: 'Baltimore Ravens', city: 'Baltimore', id: 33, bye: 7 },
  { abbr: 'Dal', fullName: 'Dallas Cowboys', city: 'Dallas', id: 6, bye: 10 },
  { abbr: 'Mia', fullName: 'Miami Dolphins', city: 'Miami', id: 15, bye: 12 },
  { abbr: 'Cin', fullName: 'Cincinnati Bengals', city: 'Cincinnati', id: 4, bye: 10 },
  { abbr: 'GB', fullName: 'Green Bay Packers', city: 'Green Bay', id: 9, bye: 5 },
  { abbr: 'Jax', fullName: 'Jacksonville Jaguars', city: 'Jacksonville', id: 30, bye: 8 },
  { abbr: 'LAR', fullName: 'Los Angeles Rams', city: 'Los Angeles', id: 14, bye: 8 },
  { abbr: 'Min', fullName: 'Minnesota Vikings', city: 'Minnesota', id: 16, bye: 6 },
  { abbr: 'Sea', fullName: 'Seattle Seahawks', city: 'Seattle', id: 26, bye: 8 },
];

export type FakePlayer = {
  id: number;
  first: string;
  last: string;
  nfl: NflTeam;
  /** Every position it may fill (a two-way player has two). */
  positions: string[];
  position: Position;
  uniform: number | null;
  /** Injury status (Q, O, IR, …) and its label, when injured. */
  injury?: { status: string; statusFull: string; note: string };
};

export type RosterEntry = { player: FakePlayer; slot: string; isFlex: boolean };

const FIRST = [
  'Jalen',
  'Marcus',
  'Tyler',
  'Devon',
  'Chris',
  'Andre',
  'Isaiah',
  'Caleb',
  'Malik',
  'Jordan',
  'Trey',
  'Cole',
  'Darius',
  'Evan',
  'Nico',
  'Quinn',
];
const LAST = [
  'Hurts',
  'Bennett',
  'Okafor',
  'Reyes',
  'Holloway',
  'Park',
  'Whitfield',
  'Nguyen',
  'Castillo',
  'Brooks',
  'Lindqvist',
  'Adeyemi',
  'Moreau',
  'Sato',
  'Kowalski',
  'Dawson',
  'Ferreira',
  'Grant',
];

/** The roster layout every team shares: slot, and the player's own position there. */
const LAYOUT: ReadonlyArray<{ slot: string; position: Position; isFlex?: boolean }> = [
  { slot: 'QB', position: 'QB' },
  { slot: 'WR', position: 'WR' },
  { slot: 'WR', position: 'WR' },
  { slot: 'RB', position: 'RB' },
  { slot: 'RB', position: 'RB' },
  { slot: 'TE', position: 'TE' },
  { slot: 'W/R/T', position: 'RB', isFlex: true },
  { slot: 'K', position: 'K' },
  { slot: 'DEF', position: 'DEF' },
  { slot: 'BN', position: 'QB' },
  { slot: 'BN', position: 'WR' },
  { slot: 'BN', position: 'RB' },
  { slot: 'BN', position: 'TE' },
  { slot: 'BN', position: 'WR' },
  { slot: 'BN', position: 'K' },
  { slot: 'IR', position: 'RB' },
];

function buildRosters(): FakePlayer[][] {
  let nextId = 30001;
  return FAKE_TEAMS.map((_team, teamIndex) =>
    LAYOUT.map(({ slot, position }, slotIndex) => {
      const nfl = NFL_TEAMS[(teamIndex + slotIndex) % NFL_TEAMS.length]!;
      if (position === 'DEF') {
        const defense = NFL_TEAMS[teamIndex]!;
        // Yahoo numbers team defenses 100000 + the NFL team's id.
        return {
          id: 100000 + defense.id,
          first: defense.city,
          last: '',
          nfl: defense,
          positions: ['DEF'],
          position,
          uniform: null,
        };
      }
      const id = nextId++;
      const player: FakePlayer = {
        id,
        first: FIRST[(teamIndex * 7 + slotIndex) % FIRST.length]!,
        last: LAST[(teamIndex * 5 + slotIndex * 3) % LAST.length]!,
        nfl,
        positions: [position],
        position,
        uniform: ((id * 7) % 89) + 1,
      };
      if (slot === 'IR') player.injury = { status: 'IR', statusFull: 'Injured Reserve', note: 'Knee' };
      return player;
    }),
  );
}

const ROSTERS = buildRosters();

// The cases a client must read right, placed where the demo shows them.
ROSTERS[0]![0] = { ...ROSTERS[0]![0]!, first: 'Jalen', last: 'Hurts', nfl: NFL_TEAMS[0]!, uniform: 1 };
ROSTERS[3]![10] = {
  ...ROSTERS[3]![10]!,
  first: 'Travis',
  last: 'Hunter',
  nfl: NFL_TEAMS[10]!,
  positions: ['WR', 'CB'],
  injury: { status: 'IR', statusFull: 'Injured Reserve', note: 'Knee' },
};
ROSTERS[0]![3] = { ...ROSTERS[0]![3]!, injury: { status: 'Q', statusFull: 'Questionable', note: 'Hamstring' } };

/**
 * Team `teamId`'s roster in a season. Each earlier season's rosters are the next one's
 * shifted by one team, so the seasons differ.
 */
export function rosterOf(league: FakeLeague, teamId: number): RosterEntry[] {
  const shift = Math.max(0, 2025 - league.season);
  const players = ROSTERS[(teamId - 1 + shift) % ROSTERS.length]!;
  return players.map((player, index) => ({
    player,
    slot: LAYOUT[index]!.slot,
    isFlex: LAYOUT[index]!.isFlex ?? false,
  }));
}

export function findPlayer(playerId: number): FakePlayer | undefined {
  return ROSTERS.flat().find((player) => player.id === playerId);
}

export function fullName(player: FakePlayer): string {
  return player.position === 'DEF' ? player.first : `${player.first} ${player.last}`;
}
