import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  auditLog,
  draftPicks,
  faabBalances,
  leagues,
  pingPongBalls,
  players,
  teams,
  tradeItems,
  trades,
} from '../db/schema';

/**
 * League data a test needs, written straight to its database. Tests rely on the seeded
 * league and its twelve teams only: names here carry a random suffix, and picks and balls
 * use years no seed writes, so whatever else the seed holds never collides.
 */
export type FixtureLeague = { leagueId: number; currentSeason: number; teamIds: number[] };

export async function fixtureLeague(app: FastifyInstance): Promise<FixtureLeague> {
  const [league] = await app.db.select().from(leagues).orderBy(asc(leagues.id)).limit(1);
  if (!league) throw new Error('the test database holds no league');
  const rows = await app.db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.leagueId, league.id))
    .orderBy(asc(teams.id));
  return { leagueId: league.id, currentSeason: league.currentSeason, teamIds: rows.map((row) => row.id) };
}

let counter = 0;
/** A name no seed holds: `Label 12-ab3f`. */
export function uniqueName(label = 'Player'): string {
  counter += 1;
  return `${label} ${counter}-${Math.random().toString(36).slice(2, 6)}`;
}

/** Years far from any seeded one (the seed's reach 2030), inside the contracts' 2000 to 2100. */
const FRESH_YEARS = { first: 2040, last: 2099 };
/** Each test file's last fresh year, by the file's path. */
const freshYearCursors = new Map<string, number>();

/**
 * A year far from any seeded one, later than every year given to the same test file before.
 * The test files of a run share one process (docs/testing.md §9) but never a database, so each
 * file counts on its own: one counter for the whole run went past 2100, where every write is
 * refused.
 */
export function freshYear(): number {
  const file = callingTestFile();
  const year = (freshYearCursors.get(file) ?? FRESH_YEARS.first - 1) + 1;
  if (year > FRESH_YEARS.last) throw new Error(`${file} asked for more fresh years than ${FRESH_YEARS.last} allows`);
  freshYearCursors.set(file, year);
  return year;
}

/** The test file on the call's stack (through helpers and awaits), or '' when none is. */
function callingTestFile(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 100;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return stack.match(/([^\s()]+\.test\.ts):\d+:\d+/)?.[1] ?? '';
}

export type PlayerFixture = Partial<typeof players.$inferInsert> & { year: number };

export async function insertPlayerFixtures(app: FastifyInstance, league: FixtureLeague, rows: PlayerFixture[]) {
  return app.db
    .insert(players)
    .values(
      rows.map((row) => ({ name: uniqueName(), position: 'WR', nflTeam: 'KC', ...row, leagueId: league.leagueId })),
    )
    .returning();
}

export type PickFixture = Partial<typeof draftPicks.$inferInsert> & {
  year: number;
  round: number;
  originalTeamId: number;
};

export async function insertPickFixtures(app: FastifyInstance, league: FixtureLeague, rows: PickFixture[]) {
  return app.db
    .insert(draftPicks)
    .values(rows.map((row) => ({ currentTeamId: row.originalTeamId, ...row, leagueId: league.leagueId })))
    .returning();
}

/** Sets a team's balls for a year (whatever the seed gave it), answering the row. */
export async function setBalls(
  app: FastifyInstance,
  league: FixtureLeague,
  teamId: number,
  year: number,
  quantity: number,
) {
  const [row] = await app.db
    .insert(pingPongBalls)
    .values({ leagueId: league.leagueId, teamId, year, quantity })
    .onConflictDoUpdate({
      target: [pingPongBalls.leagueId, pingPongBalls.teamId, pingPongBalls.year],
      set: { quantity },
    })
    .returning();
  if (!row) throw new Error('no ball row');
  return row;
}

/** Sets a team's FAAB for a season (whatever the seed gave it), answering the row. */
export async function setFaab(
  app: FastifyInstance,
  league: FixtureLeague,
  teamId: number,
  season: number,
  balance: number,
) {
  const [row] = await app.db
    .insert(faabBalances)
    .values({ leagueId: league.leagueId, teamId, season, balance })
    .onConflictDoUpdate({ target: [faabBalances.leagueId, faabBalances.teamId, faabBalances.season], set: { balance } })
    .returning();
  if (!row) throw new Error('no FAAB row');
  return row;
}

export type TradeFixture = {
  season: number;
  proposedByTeamId: number;
  proposedToTeamId: number;
  status?: 'pending' | 'accepted' | 'rejected' | 'cancelled';
  proposedAt?: Date;
  items: Array<{
    fromTeamId: number;
    toTeamId: number;
    itemType: 'player' | 'draft_pick' | 'ping_pong_ball' | 'faab';
    itemId?: number | null;
    quantity?: number | null;
  }>;
};

export async function insertTradeFixture(app: FastifyInstance, league: FixtureLeague, fixture: TradeFixture) {
  const { items, ...fields } = fixture;
  const [trade] = await app.db
    .insert(trades)
    .values({ ...fields, leagueId: league.leagueId })
    .returning();
  if (!trade) throw new Error('no trade row');
  const itemRows = await app.db
    .insert(tradeItems)
    .values(items.map((item) => ({ ...item, leagueId: league.leagueId, tradeId: trade.id })))
    .returning();
  return { trade, items: itemRows };
}

/** Re-reads rows, for the checks that a refused write changed nothing. */
export async function readPlayers(app: FastifyInstance, ids: number[]) {
  return app.db.select().from(players).where(inArray(players.id, ids)).orderBy(asc(players.id));
}
export async function readPicks(app: FastifyInstance, ids: number[]) {
  return app.db.select().from(draftPicks).where(inArray(draftPicks.id, ids)).orderBy(asc(draftPicks.id));
}
export async function ballsOf(app: FastifyInstance, teamId: number, year: number): Promise<number | null> {
  const [row] = await app.db
    .select()
    .from(pingPongBalls)
    .where(and(eq(pingPongBalls.teamId, teamId), eq(pingPongBalls.year, year)));
  return row?.quantity ?? null;
}
export async function faabOf(app: FastifyInstance, teamId: number, season: number): Promise<number | null> {
  const [row] = await app.db
    .select()
    .from(faabBalances)
    .where(and(eq(faabBalances.teamId, teamId), eq(faabBalances.season, season)));
  return row?.balance ?? null;
}
export async function tradeStatusOf(app: FastifyInstance, tradeId: number) {
  const [row] = await app.db.select({ status: trades.status }).from(trades).where(eq(trades.id, tradeId));
  return row?.status ?? null;
}
/** How many audit rows an action wrote for an entity: what tests count to see a write recorded. */
export async function auditCount(app: FastifyInstance, action: string, entityId?: number): Promise<number> {
  const [row] = await app.db
    .select({ count: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), entityId === undefined ? undefined : eq(auditLog.entityId, entityId)));
  return row?.count ?? 0;
}
