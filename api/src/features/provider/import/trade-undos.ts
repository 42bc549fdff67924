/**
 * The moves an import names because they would undo a trade accepted in the app since the
 * last import (docs/leagues.md §5), in the preview's words: which player or FAAB, the app's
 * and the provider's answer, the trade, and whose answer the import applies.
 */
import { eq } from 'drizzle-orm';
import type { ConflictChoice, TradeUndo } from 'shared-contracts/provider-setup';
import type { Queryable } from '../../../db/client';
import { teams } from '../../../db/schema';
import type { AcceptedTrade } from '../../trades';

/** The league's team names by id, for the words of a preview. */
export async function teamNamesOf(tx: Queryable, leagueId: number): Promise<(teamId: number | null) => string | null> {
  const rows = await tx.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.leagueId, leagueId));
  const names = new Map(rows.map((team) => [team.id, team.name]));
  return (teamId) => (teamId === null ? null : (names.get(teamId) ?? null));
}

export function tradeUndo(
  move: Pick<TradeUndo, 'kind' | 'id' | 'name' | 'from' | 'to'>,
  trade: AcceptedTrade,
  keep: ConflictChoice,
  nameOf: (teamId: number) => string | null,
): TradeUndo {
  return {
    ...move,
    trade: {
      id: trade.id,
      acceptedAt: trade.acceptedAt.toISOString(),
      teams: trade.teamIds.map((id) => nameOf(id) ?? `team ${id}`),
    },
    keep,
  };
}
