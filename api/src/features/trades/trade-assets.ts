import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { TradeItemType } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { draftPicks, faabBalances, pingPongBalls, players } from '../../db/schema';
import type { AuditEntry } from '../audit';
import { ballsHeldMessage, findActiveLottery, lotteryWaits } from '../picks';

/** An item as the checks see it, proposed or stored. */
export type AssetItem = {
  fromTeamId: number;
  toTeamId: number;
  itemType: TradeItemType;
  itemId: number | null;
  quantity: number | null;
};
/** 404 when an item names no row of the league; 409 when it is not, or no longer, its from-team's. */
export type AssetProblem = { status: 404 | 409; message: string };

type Rows = {
  players: Map<number, typeof players.$inferSelect>;
  picks: Map<number, typeof draftPicks.$inferSelect>;
  balls: Map<number, typeof pingPongBalls.$inferSelect>;
  /** FAAB rows of the trade's season by team id. */
  faab: Map<number, typeof faabBalances.$inferSelect>;
};

const idsOf = (items: AssetItem[], type: TradeItemType) =>
  [
    ...new Set(
      items.filter((item) => item.itemType === type && item.itemId !== null).map((item) => item.itemId as number),
    ),
  ].sort((a, b) => a - b);

/**
 * Reads every row the items touch. With `lock`, each is locked `for update` in one fixed
 * order (players, picks, balls, FAAB; by id), so two accepts touching the same rows queue
 * instead of deadlocking.
 */
export async function loadAssets(
  db: Queryable,
  leagueId: number,
  season: number,
  items: AssetItem[],
  lock: boolean,
): Promise<Rows> {
  const locked = <T extends { for: (strength: 'update') => unknown }>(query: T) =>
    lock ? (query.for('update') as T) : query;
  const playerIds = idsOf(items, 'player');
  const pickIds = idsOf(items, 'draft_pick');
  const ballIds = idsOf(items, 'ping_pong_ball');
  const faabTeams = [
    ...new Set(items.filter((item) => item.itemType === 'faab').flatMap((item) => [item.fromTeamId, item.toTeamId])),
  ].sort((a, b) => a - b);
  const rows: Rows = { players: new Map(), picks: new Map(), balls: new Map(), faab: new Map() };
  if (playerIds.length > 0) {
    const found = await locked(
      db
        .select()
        .from(players)
        .where(and(eq(players.leagueId, leagueId), inArray(players.id, playerIds)))
        .orderBy(asc(players.id)),
    );
    for (const row of found) rows.players.set(row.id, row);
  }
  if (pickIds.length > 0) {
    const found = await locked(
      db
        .select()
        .from(draftPicks)
        .where(and(eq(draftPicks.leagueId, leagueId), inArray(draftPicks.id, pickIds)))
        .orderBy(asc(draftPicks.id)),
    );
    for (const row of found) rows.picks.set(row.id, row);
  }
  if (ballIds.length > 0) {
    // The receiving teams' rows of the same years are locked too: they are added to.
    const named = await db
      .select()
      .from(pingPongBalls)
      .where(and(eq(pingPongBalls.leagueId, leagueId), inArray(pingPongBalls.id, ballIds)));
    const years = [...new Set(named.map((row) => row.year))];
    const teamIds = [
      ...new Set(
        items.filter((item) => item.itemType === 'ping_pong_ball').flatMap((item) => [item.fromTeamId, item.toTeamId]),
      ),
    ];
    const found = await locked(
      db
        .select()
        .from(pingPongBalls)
        .where(
          and(
            eq(pingPongBalls.leagueId, leagueId),
            or(
              inArray(pingPongBalls.id, ballIds),
              and(inArray(pingPongBalls.year, years), inArray(pingPongBalls.teamId, teamIds)),
            ),
          ),
        )
        .orderBy(asc(pingPongBalls.id)),
    );
    for (const row of found) rows.balls.set(row.id, row);
  }
  if (faabTeams.length > 0) {
    const found = await locked(
      db
        .select()
        .from(faabBalances)
        .where(
          and(
            eq(faabBalances.leagueId, leagueId),
            eq(faabBalances.season, season),
            inArray(faabBalances.teamId, faabTeams),
          ),
        )
        .orderBy(asc(faabBalances.teamId)),
    );
    for (const row of found) rows.faab.set(row.teamId, row);
  }
  return rows;
}

/**
 * What the trade takes from the same source as `item` in all: a team's FAAB, or one ball row,
 * may be given to more than one team of a trade of three or four, and must cover the sum.
 */
export function totalGiven(items: readonly AssetItem[], item: AssetItem): number {
  const same = (other: AssetItem) =>
    other.itemType === item.itemType &&
    (item.itemType === 'faab' ? other.fromTeamId === item.fromTeamId : other.itemId === item.itemId);
  return items.filter(same).reduce((sum, other) => sum + (other.quantity ?? 0), 0);
}

/** Every way the items are not held by their from-teams now, naming the items. */
export function findProblems(
  items: AssetItem[],
  rows: Rows,
  season: number,
  teamName: (id: number) => string,
): AssetProblem[] {
  const problems: AssetProblem[] = [];
  items.forEach((item, index) => {
    const label = `Item ${index + 1}`;
    const from = teamName(item.fromTeamId);
    // Balls and FAAB: what the trade takes from the same source, over every team it goes to.
    const quantity = totalGiven(items, item);
    switch (item.itemType) {
      case 'player': {
        const player = rows.players.get(item.itemId as number);
        if (!player) problems.push({ status: 404, message: `${label}: player ${item.itemId} not found` });
        else if (player.year !== season || player.teamId !== item.fromTeamId) {
          problems.push({
            status: 409,
            message: `${label}: Player "${player.name}" is not on ${from}'s ${season} roster`,
          });
        }
        break;
      }
      case 'draft_pick': {
        const pick = rows.picks.get(item.itemId as number);
        // Named as members see it, by its original team, never by the row's id.
        const pickName = pick && `the ${pick.year} round ${pick.round} pick of ${teamName(pick.originalTeamId)}`;
        if (!pick) problems.push({ status: 404, message: `${label}: draft pick ${item.itemId} not found` });
        else if (pick.currentTeamId !== item.fromTeamId)
          problems.push({
            status: 409,
            message: `${label}: ${pickName} is not held by ${from}`,
          });
        else if (pick.isLocked)
          problems.push({
            status: 409,
            message: `${label}: ${pickName} is locked`,
          });
        break;
      }
      case 'ping_pong_ball': {
        const balls = rows.balls.get(item.itemId as number);
        if (!balls) problems.push({ status: 404, message: `${label}: ping pong ball entry ${item.itemId} not found` });
        else if (balls.teamId !== item.fromTeamId)
          problems.push({
            status: 409,
            message: `${label}: the ${balls.year} ping pong balls of ${teamName(balls.teamId)} are not ${from}'s`,
          });
        else if (balls.quantity < quantity) {
          problems.push({
            status: 409,
            message: `${label}: ${from} has ${balls.quantity} ping pong balls for ${balls.year}, not ${quantity}`,
          });
        }
        break;
      }
      case 'faab': {
        const balance = rows.faab.get(item.fromTeamId)?.balance ?? 0;
        if (balance < quantity)
          problems.push({
            status: 409,
            message: `${label}: ${from} has $${balance} FAAB for ${season}, not $${quantity}`,
          });
        break;
      }
    }
  });
  return problems;
}

/**
 * Ping pong balls of a year whose lottery is open or closed stay as the lottery published
 * them (docs/screens/picks.md §4.3), by trade as by the editor: each such item is a 409.
 * With `lock`, the lottery rows are locked too, so a lottery opened meanwhile waits for the
 * trade's transaction or the trade sees it open.
 */
export async function lotteryProblems(
  db: Queryable,
  leagueId: number,
  items: AssetItem[],
  rows: Rows,
  lock: boolean,
): Promise<AssetProblem[]> {
  const problems: AssetProblem[] = [];
  const lotteryOfYear = new Map<number, Awaited<ReturnType<typeof findActiveLottery>>>();
  for (const [index, item] of items.entries()) {
    if (item.itemType !== 'ping_pong_ball') continue;
    const year = rows.balls.get(item.itemId as number)?.year;
    if (year === undefined) continue;
    if (!lotteryOfYear.has(year)) lotteryOfYear.set(year, await findActiveLottery(db, leagueId, year, lock));
    const lottery = lotteryOfYear.get(year) ?? null;
    if (lotteryWaits(lottery))
      problems.push({ status: 409, message: `Item ${index + 1}: ${ballsHeldMessage(year, lottery.status)}` });
  }
  return problems;
}

/**
 * Moves every item to its to-team (the caller holds the rows' locks and has checked them):
 * players and picks change team; balls and FAAB leave the from-team's balance and join the
 * to-team's, whose row is created when it has none. Answers the audit entries.
 */
export async function moveAssets(
  db: Queryable,
  leagueId: number,
  season: number,
  items: AssetItem[],
  rows: Rows,
): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (const item of items) {
    const quantity = item.quantity ?? 0;
    switch (item.itemType) {
      case 'player': {
        const before = rows.players.get(item.itemId as number);
        const [after] = await db
          .update(players)
          .set({ teamId: item.toTeamId })
          .where(eq(players.id, item.itemId as number))
          .returning();
        entries.push({ action: 'trade.move', entity: 'players', entityId: item.itemId, before, after });
        break;
      }
      case 'draft_pick': {
        const before = rows.picks.get(item.itemId as number);
        const [after] = await db
          .update(draftPicks)
          .set({ currentTeamId: item.toTeamId })
          .where(eq(draftPicks.id, item.itemId as number))
          .returning();
        entries.push({ action: 'trade.move', entity: 'draft_picks', entityId: item.itemId, before, after });
        break;
      }
      case 'ping_pong_ball': {
        const source = rows.balls.get(item.itemId as number);
        if (!source) throw new Error(`ball row ${item.itemId} was not loaded`);
        const [from] = await db
          .update(pingPongBalls)
          .set({ quantity: sql`${pingPongBalls.quantity} - ${quantity}` })
          .where(eq(pingPongBalls.id, source.id))
          .returning();
        const [to] = await db
          .insert(pingPongBalls)
          .values({ leagueId, teamId: item.toTeamId, year: source.year, quantity })
          .onConflictDoUpdate({
            target: [pingPongBalls.leagueId, pingPongBalls.teamId, pingPongBalls.year],
            set: { quantity: sql`${pingPongBalls.quantity} + ${quantity}` },
          })
          .returning();
        const toBefore =
          [...rows.balls.values()].find((row) => row.teamId === item.toTeamId && row.year === source.year) ?? null;
        entries.push({
          action: 'trade.move',
          entity: 'ping_pong_balls',
          entityId: source.id,
          before: source,
          after: from,
        });
        entries.push({
          action: 'trade.move',
          entity: 'ping_pong_balls',
          entityId: to?.id ?? null,
          before: toBefore,
          after: to,
        });
        break;
      }
      case 'faab': {
        const [from] = await db
          .update(faabBalances)
          .set({ balance: sql`${faabBalances.balance} - ${quantity}` })
          .where(and(eq(faabBalances.teamId, item.fromTeamId), eq(faabBalances.season, season)))
          .returning();
        const [to] = await db
          .insert(faabBalances)
          .values({ leagueId, teamId: item.toTeamId, season, balance: quantity })
          .onConflictDoUpdate({
            target: [faabBalances.leagueId, faabBalances.teamId, faabBalances.season],
            set: { balance: sql`${faabBalances.balance} + ${quantity}` },
          })
          .returning();
        entries.push({
          action: 'trade.move',
          entity: 'faab_balances',
          entityId: from?.id ?? null,
          before: rows.faab.get(item.fromTeamId),
          after: from,
        });
        entries.push({
          action: 'trade.move',
          entity: 'faab_balances',
          entityId: to?.id ?? null,
          before: rows.faab.get(item.toTeamId) ?? null,
          after: to,
        });
        break;
      }
    }
  }
  return entries;
}
