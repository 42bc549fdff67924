import type { players } from '../schema';
import { FIRST_NAMES, LAST_NAMES, NFL_DEFENSE_NAMES, NFL_TEAMS, type NflTeam } from './nfl';
import type { Random } from './random';

type PlayerRow = typeof players.$inferInsert;

export const PLAYER_YEARS = [2024, 2025, 2026] as const;
/** Roster size per fantasy team; everyone else in a year's book is a free agent. */
export const ROSTER_SIZE = 17;

type Position = 'QB' | 'RB' | 'WR' | 'TE' | 'K' | 'DEF';

/** Veterans per position in the first book (every NFL defense is one more), and value ceilings. */
const VETERANS: Array<{ position: Exclude<Position, 'DEF'>; count: number; maxValue: number }> = [
  { position: 'QB', count: 36, maxValue: 45 },
  { position: 'RB', count: 64, maxValue: 65 },
  { position: 'WR', count: 84, maxValue: 60 },
  { position: 'TE', count: 36, maxValue: 35 },
  { position: 'K', count: 28, maxValue: 3 },
];
const ROOKIES_PER_YEAR = 24;
const RETIREMENT_CHANCE = 0.07;
const KEEPER_CHANCE = 0.2;
/** A kept player costs this much more than last year. */
const KEEPER_RAISE = 5;

type Person = { name: string; position: Position; nflTeam: NflTeam; value: number; rookieYear: number | null };
/** Where a person stood in the previous year's book. */
type Standing = { teamId: number | null; price: number | null; yearsKept: number };

function createNamer(random: Random) {
  const taken = new Set(Object.values(NFL_DEFENSE_NAMES).map((name) => name.toLowerCase()));
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
    };
  });
}

/**
 * Three years of keeper and auction books. One pool of invented people carries from year to
 * year (a few retire, rookies arrive, values drift), so each year's previous-year value,
 * keepers and years kept follow from the year before. Rosters fill by value: keepers stay
 * with their team, then the best players go to the team with the fewest, 17 a team.
 */
export function buildPlayers(random: Random, leagueId: number, teamIds: readonly number[]): PlayerRow[] {
  const nextName = createNamer(random);
  let pool: Person[] = [
    ...VETERANS.flatMap(({ position, count, maxValue }) =>
      Array.from({ length: count }, () => ({
        name: nextName(),
        position,
        nflTeam: random.pick(NFL_TEAMS),
        value: random.int(1, maxValue),
        rookieYear: null,
      })),
    ),
    ...NFL_TEAMS.map((nflTeam) => ({
      name: NFL_DEFENSE_NAMES[nflTeam],
      position: 'DEF' as const,
      nflTeam,
      value: random.int(1, 8),
      rookieYear: null,
    })),
  ];
  let previous = new Map<string, Standing>();
  const rows: PlayerRow[] = [];

  for (const year of PLAYER_YEARS) {
    pool = [
      ...pool.filter((person) => person.position === 'DEF' || !random.chance(RETIREMENT_CHANCE)),
      ...rookies(random, nextName, year),
    ];
    for (const person of pool) {
      if (person.rookieYear !== year && person.position !== 'K')
        person.value = Math.min(70, Math.max(1, person.value + random.int(-6, 6)));
      if (person.position !== 'DEF' && random.chance(0.05)) person.nflTeam = random.pick(NFL_TEAMS);
    }

    const rosterCount = new Map(teamIds.map((id) => [id, 0]));
    const standing = new Map<string, Standing>();
    // Keepers first: players rostered last year whose team keeps them.
    for (const person of pool) {
      const before = previous.get(person.name);
      const keep =
        year === PLAYER_YEARS[0] ? random.chance(0.08) : before?.teamId != null && random.chance(KEEPER_CHANCE);
      if (!keep) continue;
      const teamId = before?.teamId ?? random.pick(teamIds);
      if ((rosterCount.get(teamId) ?? 0) >= 4) continue; // at most four keepers a team
      rosterCount.set(teamId, (rosterCount.get(teamId) ?? 0) + 1);
      const yearsKept = (before?.yearsKept ?? random.int(0, 1)) + 1;
      const price = (before?.price ?? person.value) + KEEPER_RAISE;
      standing.set(person.name, { teamId, price, yearsKept });
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
      if (teamId !== null) rosterCount.set(teamId, (rosterCount.get(teamId) ?? 0) + 1);
      standing.set(person.name, {
        teamId,
        price: teamId === null ? null : Math.max(1, person.value + random.int(-3, 3)),
        yearsKept: 0,
      });
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
      });
    }
    previous = standing;
  }
  return rows;
}
