import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { tradeItems, trades } from '../../db/schema';
import { type AssetItem, type AssetProblem, totalGiven } from './trade-assets';

type Held = {
  players: Map<number, { name: string }>;
  picks: Map<number, { year: number; round: number; originalTeamId: number }>;
  balls: Map<number, { quantity: number; year: number }>;
  faab: Map<number, { balance: number }>;
};

/**
 * The assets a trade under review holds are reserved until its review ends (docs/screens/trades.md
 * §4.7): no other trade may be proposed or accepted with them. A player or a pick is reserved
 * whole; ping pong balls and FAAB by the quantity the reviewed trades move, so a team can still
 * trade what it has beyond them. Each problem names the trade that holds the asset (409).
 * `except` leaves one trade out (the one being completed holds its own assets).
 */
export async function reservationProblems(
  db: Queryable,
  leagueId: number,
  season: number,
  items: AssetItem[],
  held: Held,
  teamName: (id: number) => string,
  except?: number,
): Promise<AssetProblem[]> {
  const reserved = await db
    .select({
      tradeId: tradeItems.tradeId,
      season: trades.season,
      itemType: tradeItems.itemType,
      itemId: tradeItems.itemId,
      fromTeamId: tradeItems.fromTeamId,
      quantity: tradeItems.quantity,
    })
    .from(tradeItems)
    .innerJoin(trades, and(eq(trades.leagueId, tradeItems.leagueId), eq(trades.id, tradeItems.tradeId)))
    .where(
      and(
        eq(trades.leagueId, leagueId),
        eq(trades.status, 'in_review'),
        except === undefined ? undefined : ne(trades.id, except),
      ),
    );
  if (reserved.length === 0) return [];
  const holding = (type: AssetItem['itemType'], match: (row: (typeof reserved)[number]) => boolean) =>
    reserved.filter((row) => row.itemType === type && match(row));
  const under = (rows: typeof reserved) =>
    `under review in trade ${[...new Set(rows.map((row) => row.tradeId))].join(', ')}`;

  const problems: AssetProblem[] = [];
  items.forEach((item, index) => {
    const label = `Item ${index + 1}`;
    // Balls and FAAB: what this trade takes from the same source, over every team it goes to.
    const quantity = totalGiven(items, item);
    switch (item.itemType) {
      case 'player': {
        const rows = holding('player', (row) => row.itemId === item.itemId);
        const name = held.players.get(item.itemId as number)?.name ?? `player ${item.itemId}`;
        if (rows.length > 0)
          problems.push({ status: 409, message: `${label}: Player "${name}" is reserved: ${under(rows)}` });
        break;
      }
      case 'draft_pick': {
        const rows = holding('draft_pick', (row) => row.itemId === item.itemId);
        const pick = held.picks.get(item.itemId as number);
        const name = pick
          ? `the ${pick.year} round ${pick.round} pick of ${teamName(pick.originalTeamId)}`
          : `draft pick ${item.itemId}`;
        if (rows.length > 0) problems.push({ status: 409, message: `${label}: ${name} is reserved: ${under(rows)}` });
        break;
      }
      case 'ping_pong_ball': {
        const rows = holding('ping_pong_ball', (row) => row.itemId === item.itemId);
        const balls = held.balls.get(item.itemId as number);
        const taken = rows.reduce((sum, row) => sum + (row.quantity ?? 0), 0);
        if (rows.length > 0 && balls && balls.quantity - taken < quantity)
          problems.push({
            status: 409,
            message: `${label}: ${taken} of ${teamName(item.fromTeamId)}'s ${balls.year} ping pong balls are reserved (${under(rows)}), leaving ${Math.max(0, balls.quantity - taken)}, not ${quantity}`,
          });
        break;
      }
      case 'faab': {
        const rows = holding('faab', (row) => row.fromTeamId === item.fromTeamId && row.season === season);
        const balance = held.faab.get(item.fromTeamId)?.balance ?? 0;
        const taken = rows.reduce((sum, row) => sum + (row.quantity ?? 0), 0);
        if (rows.length > 0 && balance - taken < quantity)
          problems.push({
            status: 409,
            message: `${label}: $${taken} of ${teamName(item.fromTeamId)}'s ${season} FAAB is reserved (${under(rows)}), leaving $${Math.max(0, balance - taken)}, not $${quantity}`,
          });
        break;
      }
    }
  });
  return problems;
}
