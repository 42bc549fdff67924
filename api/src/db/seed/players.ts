import type { players } from '../schema';
import { FIRST_NAMES, LAST_NAMES, NFL_DEFENSE_NAMES, NFL_TEAMS, type NflTeam } from './nfl';
import type { Random } from './random';
import { yahooBookPlayers, yahooTeamNumbers } from './yahoo-players';

type PlayerRow = typeof players.$inferInsert;

export const PLAYER_YEARS = [2024, 2025, 2026] as const;

/**
 * How many numbers the book once drew from the seed's main random sequence, when it held only
 * invented players. It draws from a sequence of its own now, and the seed steps the main one
 * past them, so what is drawn after the book (picks, balls, FAAB, trades) stays as it was.
 */
export const RETIRED_BOOK_DRAWS = 5539;
/** Roster size per fantasy team; everyone else in a year's book is a free agent. */
export const ROSTER_SIZE = 17;

type Position = 'QB' | 'RB' | 'WR' | 'TE' | 'K' | 'DEF';

/**
 * Invented veterans per position in the first book, beside the demo's Yahoo league's players
 * (every NFL defense that league leaves out is one more), and value ceilings by position.
 */
const VETERANS: Array<{ position: Exclude<Position, 'DEF'>; count: number }> = [
  { position: 'QB', count: 16 },
  { position: 'RB', count: 28 },
  { position: 'WR', count: 36 },
  { position: 'TE', count: 14 },
  { position: 'K', count: 10 },
];
const MAX_VALUE: Record<Position, number> = { QB: 45, RB: 65, WR: 60, TE: 35, K: 3, DEF: 8 };
const ROOKIES_PER_YEAR = 24;
const RETIREMENT_CHANCE = 0.07;
const KEEPER_CHANCE = 0.2;
/** Keepers a team may hold in a year. */
const MAX_KEEPERS = 4;
/** A kept player costs this much more than last year. */
const KEEPER_RAISE = 5;

type Person = {
  name: string;
  position: Position;
  nflTeam: NflTeam;
  value: number;
  rookieYear: number | null;
  /** A player of the demo's Yahoo league: his Yahoo player id. */
  yahooId: string | null;
};
/** Where a person stood in the previous year's book. */
type Standing = { teamId: number | null; price: number | null; yearsKept: number };

function createNamer(random: Random, yahooNames: readonly string[]) {
  const taken = new Set([...Object.values(NFL_DEFENSE_NAMES), ...yahooNames].map((name) => name.toLowerCase()));
  return () => {
    for (;;) {
      const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
      if (!taken.has(name.toLowerCase())) {
        taken.add(name.toLowerCase());
        return name;
      }
    }
  };
}

function rookies(random: Random, nextName: () => string, year: number): Person[] {
  const positions: Array<Exclude<Position, 'DEF'>> = ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'K'];
  return Array.from({ length: ROOKIES_PER_YEAR }, () => {
    const position = random.pick(positions);
    return {
      name: nextName(),
      position,
      nflTeam: random.pick(NFL_TEAMS),
      value: position === 'K' ? 1 : random.int(1, 30),
      rookieYear: year,
      yahooId: null,
    };
  });
}

/**
 * Three years of keeper and auction books. One pool of people carries from year to year (a few
 * retire, rookies arrive, values drift), so each year's previous-year value, keepers and years
 * kept follow from the year before. The pool holds the demo's Yahoo league's players beside
 * invented ones: in a year that is a season of that league, its rosters are the book's (each
 * player on his Yahoo team, with his Yahoo id), and the rest of a roster fills as in any
 * other year. Rosters fill by value: keepers stay with their team, then the best players go
 * to the team with the fewest, 17 a team. A Yahoo season's roster moved every player to
 * another team, so none of its players is a keeper that year: its keepers are the book's own.
 */
export function buildPlayers(random: Random, leagueId: number, teamIds: readonly number[]): PlayerRow[] {
  const yahooPlayers = yahooBookPlayers();
  const nextName = createNamer(
    random,
    yahooPlayers.map((player) => player.name),
  );
  const yahooDefenses = new Set(yahooPlayers.filter((player) => player.position === 'DEF').map((p) => p.nflTeam));
  let pool: Person[] = [
    ...yahooPlayers.map(({ providerPlayerId, name, position, nflTeam }) => ({
      name,
      position,
      nflTeam,
      value: random.int(1, MAX_VALUE[position]),
      rookieYear: null,
      yahooId: providerPlayerId,
    })),
    ...VETERANS.flatMap(({ position, count }) =>
      Array.from({ length: count }, () => ({
        name: nextName(),
        position,
        nflTeam: random.pick(NFL_TEAMS),
        value: random.int(1, MAX_VALUE[position]),
        rookieYear: null,
        yahooId: null,
      })),
    ),
    // A defense is one person: the Yahoo league's, or the book's own for the other NFL teams.
    ...NFL_TEAMS.filter((nflTeam) => !yahooDefenses.has(nflTeam)).map((nflTeam) => ({
      name: NFL_DEFENSE_NAMES[nflTeam],
      position: 'DEF' as const,
      nflTeam,
      value: random.int(1, MAX_VALUE.DEF),
      rookieYear: null,
      yahooId: null,
    })),
  ];
  let previous = new Map<string, Standing>();
  const rows: PlayerRow[] = [];

  for (const year of PLAYER_YEARS) {
    // Yahoo player id → the book team that Yahoo's league rosters him on this year.
    const yahooTeam = new Map(
      [...yahooTeamNumbers(year)].map(([yahooId, teamNumber]) => [yahooId, teamIds[teamNumber - 1] ?? null]),
    );
    const onYahooRoster = (person: Person) => person.yahooId !== null && yahooTeam.has(person.yahooId);
    pool = [
      ...pool.filter(
        (person) => person.position === 'DEF' || onYahooRoster(person) || !random.chance(RETIREMENT_CHANCE),
      ),
      ...rookies(random, nextName, year),
    ];
    for (const person of pool) {
      if (person.rookieYear !== year && person.position !== 'K')
        person.value = Math.min(70, Math.max(1, person.value + random.int(-6, 6)));
      // Yahoo says where its rostered players play.
      if (person.position !== 'DEF' && !onYahooRoster(person) && random.chance(0.05))
        person.nflTeam = random.pick(NFL_TEAMS);
    }

    const rosterCount = new Map(teamIds.map((id) => [id, 0]));
    const keeperCount = new Map(teamIds.map((id) => [id, 0]));
    const standing = new Map<string, Standing>();
    const place = (person: Person, teamId: number | null, price: number | null, yearsKept: number) => {
      if (teamId !== null) rosterCount.set(teamId, (rosterCount.get(teamId) ?? 0) + 1);
      standing.set(person.name, { teamId, price, yearsKept });
    };
    const auctionPrice = (person: Person) => Math.max(1, person.value + random.int(-3, 3));
    // The Yahoo league's rosters first, each player bought at this year's auction.
    for (const person of pool) {
      const teamId = person.yahooId === null ? undefined : yahooTeam.get(person.yahooId);
      if (teamId != null) place(person, teamId, auctionPrice(person), 0);
    }
    // Keepers next: players rostered last year whose team keeps them.
    for (const person of pool) {
      if (standing.has(person.name)) continue;
      const before = previous.get(person.name);
      const keep =
        year === PLAYER_YEARS[0] ? random.chance(0.08) : before?.teamId != null && random.chance(KEEPER_CHANCE);
      if (!keep) continue;
      const teamId = before?.teamId ?? random.pick(teamIds);
      if ((keeperCount.get(teamId) ?? 0) >= MAX_KEEPERS || (rosterCount.get(teamId) ?? 0) >= ROSTER_SIZE) continue;
      keeperCount.set(teamId, (keeperCount.get(teamId) ?? 0) + 1);
      const yearsKept = (before?.yearsKept ?? random.int(0, 1)) + 1;
      place(person, teamId, (before?.price ?? person.value) + KEEPER_RAISE, yearsKept);
    }
    // Then the auction: the most valuable go to the emptiest roster, until all are full.
    const byValue = pool
      .filter((person) => !standing.has(person.name))
      .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
    for (const person of byValue) {
      const open = [...rosterCount]
        .filter(([, count]) => count < ROSTER_SIZE)
        .sort((a, b) => a[1] - b[1] || a[0] - b[0]);
      const teamId = open.length > 0 && random.chance(0.97) ? (open[0]?.[0] ?? null) : null;
      place(person, teamId, teamId === null ? null : auctionPrice(person), 0);
    }

    for (const person of pool) {
      const now = standing.get(person.name) ?? { teamId: null, price: null, yearsKept: 0 };
      const before = previous.get(person.name);
      rows.push({
        leagueId,
        year,
        name: person.name,
        position: person.position,
        nflTeam: person.nflTeam,
        isRookie: person.rookieYear === year,
        teamId: now.teamId,
        auctionPrice: now.price,
        buffer: now.price === null ? null : Math.ceil(now.price * 0.1),
        isKeeper: now.yearsKept > 0,
        // The first book has no year before it: a keeper's last price is implied by its raise.
        previousYearValue: before
          ? before.price
          : now.yearsKept > 0 && now.price !== null
            ? now.price - KEEPER_RAISE
            : null,
        yearsKept: now.yearsKept,
        currentYearValue: now.yearsKept > 0 ? now.price : person.value,
        // As an import of the season writes it: only a player the Yahoo league rosters.
        providerPlayerId: onYahooRoster(person) ? person.yahooId : null,
      });
    }
    previous = standing;
  }
  return rows;
}
