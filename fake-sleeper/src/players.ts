/**
 * The fake's `/players/nfl`: every player the leagues roster plus thousands more, generated
 * from fixed lists so each run serves the same bytes. Shaped like Sleeper's records (many
 * fields we never read ride along, as they do in Sleeper's 5–14 MB answer), and a team
 * defence is keyed by its abbreviation, with no full_name.
 */

export type FakeSleeperPlayer = {
  player_id: string;
  first_name: string;
  last_name: string;
  /** Absent for a team defence, as in Sleeper's list. */
  full_name?: string;
  position: string;
  team: string | null;
  fantasy_positions: string[];
  status: string | null;
  injury_status: string | null;
  [field: string]: unknown;
};

/** Sleeper's abbreviations, with the defence's first and last name as Sleeper writes them. */
export const NFL_DEFENCES: ReadonlyArray<readonly [abbreviation: string, city: string, nickname: string]> = [
  ['ARI', 'Arizona', 'Cardinals'],
  ['ATL', 'Atlanta', 'Falcons'],
  ['BAL', 'Baltimore', 'Ravens'],
  ['BUF', 'Buffalo', 'Bills'],
  ['CAR', 'Carolina', 'Panthers'],
  ['CHI', 'Chicago', 'Bears'],
  ['CIN', 'Cincinnati', 'Bengals'],
  ['CLE', 'Cleveland', 'Browns'],
  ['DAL', 'Dallas', 'Cowboys'],
  ['DEN', 'Denver', 'Broncos'],
  ['DET', 'Detroit', 'Lions'],
  ['GB', 'Green Bay', 'Packers'],
  ['HOU', 'Houston', 'Texans'],
  ['IND', 'Indianapolis', 'Colts'],
  ['JAX', 'Jacksonville', 'Jaguars'],
  ['KC', 'Kansas City', 'Chiefs'],
  ['LV', 'Las Vegas', 'Raiders'],
  ['LAC', 'Los Angeles', 'Chargers'],
  ['LAR', 'Los Angeles', 'Rams'],
  ['MIA', 'Miami', 'Dolphins'],
  ['MIN', 'Minnesota', 'Vikings'],
  ['NE', 'New England', 'Patriots'],
  ['NO', 'New Orleans', 'Saints'],
  ['NYG', 'New York', 'Giants'],
  ['NYJ', 'New York', 'Jets'],
  ['PHI', 'Philadelphia', 'Eagles'],
  ['PIT', 'Pittsburgh', 'Steelers'],
  ['SF', 'San Francisco', '49ers'],
  ['SEA', 'Seattle', 'Seahawks'],
  ['TB', 'Tampa Bay', 'Buccaneers'],
  ['TEN', 'Tennessee', 'Titans'],
  ['WAS', 'Washington', 'Commanders'],
];

const FIRST_NAMES = [
  'Aaron',
  'Amari',
  'Brandon',
  'Bryce',
  'Caleb',
  'Cam',
  'Chris',
  'Christian',
  'Cooper',
  'Dalton',
  'Damien',
  'Darius',
  'David',
  'Deebo',
  'Derrick',
  'Devon',
  'Drake',
  'Evan',
  'Garrett',
  'George',
  'Isaiah',
  'Jahmyr',
  'Jalen',
  'Jamal',
  'Jared',
  'Javonte',
  'Jaylen',
  'Jordan',
  'Josh',
  'Justin',
  'Kenneth',
  'Kyle',
  'Kyren',
  'Malik',
  'Marcus',
  'Mark',
  'Michael',
  'Najee',
  'Nico',
  'Patrick',
  'Puka',
  'Rashee',
  'Saquon',
  'Sam',
  'Stefon',
  'Terry',
  'Travis',
  'Trey',
  'Tyler',
  'Zay',
] as const;
const LAST_NAMES = [
  'Adams',
  'Allen',
  'Barkley',
  'Bates',
  'Bowers',
  'Brown',
  'Burrow',
  'Chase',
  'Collins',
  'Cook',
  'Daniels',
  'Diggs',
  'Etienne',
  'Evans',
  'Flowers',
  'Gibbs',
  'Godwin',
  'Hall',
  'Harris',
  'Henry',
  'Hill',
  'Hurts',
  'Jacobs',
  'Jefferson',
  'Johnson',
  'Jones',
  'Kelce',
  'Kittle',
  'Lamb',
  'London',
  'Love',
  'Mahomes',
  'McBride',
  'McCaffrey',
  'Mixon',
  'Moore',
  'Nabers',
  'Olave',
  'Pacheco',
  'Pitts',
  'Purdy',
  'Rice',
  'Robinson',
  'Smith',
  'Stroud',
  'Swift',
  'Taylor',
  'Waddle',
  'Walker',
  'Williams',
  'Wilson',
  'Worthy',
  'Young',
  'Zeitler',
] as const;

/** Each generated player's position, by its index mod 16: offence-heavy, like the roster spots. */
const POSITION_CYCLE = ['QB', 'RB', 'RB', 'RB', 'WR', 'WR', 'WR', 'WR', 'WR', 'TE', 'TE', 'K', 'DL', 'LB', 'DB', 'OL'];
const COLLEGES = ['Alabama', 'Georgia', 'Ohio State', 'LSU', 'Michigan', 'Oregon', 'Clemson', 'USC', 'Texas', 'Utah'];

/** How many players the list holds besides the 32 defences. */
export const GENERATED_PLAYER_COUNT = 3600;

function generatedPlayer(index: number): FakeSleeperPlayer {
  const playerId = String(1001 + index * 3);
  const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!;
  // Past 2,700 (50 × 54) names repeat; a suffix keeps them apart as Sleeper's "Jr."/"II" do.
  const suffix = index >= FIRST_NAMES.length * LAST_NAMES.length ? ' II' : '';
  const position = POSITION_CYCLE[index % POSITION_CYCLE.length]!;
  const freeAgent = index % 11 === 10;
  const team = freeAgent ? null : NFL_DEFENCES[(index * 7) % NFL_DEFENCES.length]![0];
  const injury = index % 23 === 5 ? 'Questionable' : index % 41 === 7 ? 'Out' : index % 97 === 3 ? 'IR' : null;
  const fantasyPositions = position === 'OL' ? ['OL'] : position === 'DL' ? ['DL'] : [position];
  return {
    player_id: playerId,
    first_name: first,
    last_name: `${last}${suffix}`,
    full_name: `${first} ${last}${suffix}`,
    search_first_name: first.toLowerCase(),
    search_last_name: last.toLowerCase(),
    search_full_name: `${first}${last}`.toLowerCase(),
    position,
    team,
    team_abbr: null,
    fantasy_positions: fantasyPositions,
    depth_chart_position: position,
    depth_chart_order: (index % 4) + 1,
    number: (index % 98) + 1,
    status: freeAgent ? 'Inactive' : 'Active',
    active: !freeAgent,
    injury_status: injury,
    injury_body_part: injury ? ['Knee', 'Ankle', 'Hamstring'][index % 3] : null,
    injury_start_date: null,
    practice_participation: null,
    age: 21 + (index % 15),
    years_exp: index % 14,
    birth_date: `${1990 + (index % 14)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
    height: String(68 + (index % 10)),
    weight: String(180 + (index % 90)),
    college: COLLEGES[index % COLLEGES.length],
    high_school: null,
    sport: 'nfl',
    hashtag: `#${first}${last}-NFL-${team ?? 'FA'}-${(index % 98) + 1}`,
    search_rank: index + 1,
    espn_id: 3_000_000 + index,
    yahoo_id: 30_000 + index,
    rotowire_id: 10_000 + index,
    sportradar_id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    gsis_id: `00-00${String(index).padStart(5, '0')}`,
    news_updated: 1_730_000_000_000 + index * 1000,
    metadata:
      index % 5 === 0 ? { channel_id: String(900_000 + index), rookie_year: String(2010 + (index % 15)) } : null,
  };
}

function defence([abbreviation, city, nickname]: readonly [string, string, string]): FakeSleeperPlayer {
  return {
    player_id: abbreviation,
    first_name: city,
    last_name: nickname,
    position: 'DEF',
    team: abbreviation,
    fantasy_positions: ['DEF'],
    status: null,
    injury_status: null,
    active: true,
    sport: 'nfl',
    age: null,
    years_exp: null,
    search_rank: null,
  };
}

/** Every player, by id: the generated ones, then the 32 defences. */
export const FAKE_SLEEPER_PLAYERS: Readonly<Record<string, FakeSleeperPlayer>> = Object.fromEntries(
  [
    ...Array.from({ length: GENERATED_PLAYER_COUNT }, (_, index) => generatedPlayer(index)),
    ...NFL_DEFENCES.map(defence),
  ].map((player) => [player.player_id, player]),
);

/** The name we show for a player: full_name, else "<first_name> <last_name>" (a defence). */
export function fakePlayerName(playerId: string): string {
  const player = FAKE_SLEEPER_PLAYERS[playerId];
  if (!player) throw new Error(`No fake Sleeper player ${playerId}`);
  return player.full_name ?? `${player.first_name} ${player.last_name}`;
}

/** Players with a team at a position, in id order: the pool the leagues' rosters draw from. */
export function rosterablePlayers(position: string): string[] {
  if (position === 'DEF') return NFL_DEFENCES.map(([abbreviation]) => abbreviation);
  return Object.values(FAKE_SLEEPER_PLAYERS)
    .filter((player) => player.position === position && player.team !== null && player.full_name)
    .map((player) => player.player_id);
}
