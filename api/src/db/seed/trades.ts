import type { tradeItems, trades } from '../schema';
import type { Random } from './random';

type TradeRow = typeof trades.$inferInsert;
type ItemRow = Omit<typeof tradeItems.$inferInsert, 'tradeId' | 'leagueId'>;
export type SeedTrade = { trade: TradeRow; items: ItemRow[] };

/** The seeded rows trades can name, with the ids they were given. */
export type TradeAssets = {
  picks: Array<{ id: number; year: number; originalTeamId: number; currentTeamId: number; isLocked: boolean }>;
  balls: Array<{ id: number; teamId: number; year: number; quantity: number }>;
  faab: Array<{ teamId: number; season: number; balance: number }>;
  players: Array<{ id: number; year: number; teamId: number | null; isKeeper: boolean }>;
};

const DAY = 86_400_000;

/**
 * The demo trade history across 2022-2025, in every status and with every kind of item
 * (docs/decisions.md §6: player and draft_pick name their row, ping_pong_ball names the from-team's
 * ball row and a quantity, faab carries only a quantity). Accepted trades are history the
 * seeded rows already reflect: each traded pick's move, and player swaps whose players sit
 * on their new teams. Pending trades offer only what the offering team holds today, so
 * accepting one works.
 */
export function buildTrades(
  random: Random,
  leagueId: number,
  teamIds: readonly number[],
  assets: TradeAssets,
): SeedTrade[] {
  const result: SeedTrade[] = [];
  const otherTeam = (teamId: number) => random.pick(teamIds.filter((id) => id !== teamId));
  const rostered = (year: number, teamId: number) =>
    assets.players.filter((p) => p.year === year && p.teamId === teamId && !p.isKeeper);
  const ballOf = (teamId: number, year: number) =>
    assets.balls.find((ball) => ball.teamId === teamId && ball.year === year);
  const faabOf = (teamId: number, season: number) =>
    assets.faab.find((row) => row.teamId === teamId && row.season === season)?.balance ?? 0;

  const add = (season: number, status: TradeRow['status'], by: number, to: number, items: ItemRow[]) => {
    const proposedAt = new Date(Date.UTC(season, 8, 1) + random.int(0, 110) * DAY + random.int(8, 22) * 3_600_000);
    const respondedAt = status === 'pending' ? null : new Date(proposedAt.getTime() + random.int(1, 72) * 3_600_000);
    result.push({
      trade: { leagueId, season, proposedByTeamId: by, proposedToTeamId: to, status, proposedAt, respondedAt },
      items,
    });
  };

  // Every traded pick got where it is by an accepted trade, paid for with FAAB or balls.
  for (const pick of assets.picks.filter((p) => p.currentTeamId !== p.originalTeamId)) {
    const [from, to] = [pick.originalTeamId, pick.currentTeamId];
    const season = random.int(2022, 2025);
    const ball = ballOf(to, pick.year);
    const payment: ItemRow =
      ball && random.chance(0.4)
        ? { fromTeamId: to, toTeamId: from, itemType: 'ping_pong_ball', itemId: ball.id, quantity: random.int(1, 3) }
        : { fromTeamId: to, toTeamId: from, itemType: 'faab', itemId: null, quantity: random.int(5, 40) };
    add(season, 'accepted', to, from, [
      { fromTeamId: from, toTeamId: to, itemType: 'draft_pick', itemId: pick.id, quantity: null },
      payment,
    ]);
  }

  // Accepted player swaps in 2024 and 2025: each player already plays for the team that got them.
  for (const season of [2024, 2025]) {
    for (let n = 0; n < 2; n += 1) {
      const a = random.pick(teamIds);
      const b = otherTeam(a);
      const gotByA = random.pick(rostered(season, a));
      const gotByB = random.pick(rostered(season, b));
      add(season, 'accepted', a, b, [
        { fromTeamId: b, toTeamId: a, itemType: 'player', itemId: gotByA.id, quantity: null },
        { fromTeamId: a, toTeamId: b, itemType: 'player', itemId: gotByB.id, quantity: null },
      ]);
    }
  }

  // Rejected and cancelled proposals in every season: history that changed nothing.
  for (const season of [2022, 2023, 2024, 2025]) {
    for (const status of ['rejected', 'cancelled'] as const) {
      const by = random.pick(teamIds);
      const to = otherTeam(by);
      const pick = random.pick(assets.picks.filter((p) => p.currentTeamId === by && p.year > season));
      const items: ItemRow[] = [
        { fromTeamId: by, toTeamId: to, itemType: 'draft_pick', itemId: pick.id, quantity: null },
      ];
      const players = season >= 2024 ? rostered(season, to) : [];
      if (players.length > 0)
        items.push({
          fromTeamId: to,
          toTeamId: by,
          itemType: 'player',
          itemId: random.pick(players).id,
          quantity: null,
        });
      else items.push({ fromTeamId: to, toTeamId: by, itemType: 'faab', itemId: null, quantity: random.int(5, 30) });
      add(season, status, by, to, items);
    }
  }

  // Open offers of the current season, each acceptable as it stands.
  for (let n = 0; n < 4; n += 1) {
    const by = teamIds[(n * 5) % teamIds.length] as number;
    const to = teamIds[(n * 5 + 3) % teamIds.length] as number;
    const items: ItemRow[] = [
      { fromTeamId: to, toTeamId: by, itemType: 'player', itemId: random.pick(rostered(2025, to)).id, quantity: null },
    ];
    const pick = assets.picks.find((p) => p.currentTeamId === by && p.year === 2026 + n && !p.isLocked);
    if (pick) items.push({ fromTeamId: by, toTeamId: to, itemType: 'draft_pick', itemId: pick.id, quantity: null });
    const ball = ballOf(by, 2026);
    if (n % 2 === 0 && ball)
      items.push({
        fromTeamId: by,
        toTeamId: to,
        itemType: 'ping_pong_ball',
        itemId: ball.id,
        quantity: Math.min(ball.quantity, 2),
      });
    const faab = faabOf(by, 2025);
    if (n % 2 === 1 && faab > 0)
      items.push({ fromTeamId: by, toTeamId: to, itemType: 'faab', itemId: null, quantity: Math.min(faab, 15) });
    add(2025, 'pending', by, to, items);
  }

  // Oldest first, so trade ids follow the calendar.
  return result.sort((a, b) => (a.trade.proposedAt as Date).getTime() - (b.trade.proposedAt as Date).getTime());
}
