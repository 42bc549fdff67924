// The propose form's rules, apart from React: what may be added, in what quantity, and
// when the proposal may be sent (docs/screens/trades.md §4.1, §4.2).
import { TRADE_LIMITS, type DraftPick, type ProposeTradeBody, type TradeItemType } from 'shared-contracts';

export type Side = 'a' | 'b';

/** An item offered in the form, before it is sent. */
export interface DraftItem {
  /** Unique within the form: an item of the same key replaces the one there. */
  key: string;
  side: Side;
  itemType: TradeItemType;
  itemId: number | null;
  quantity: number | null;
  label: string;
}

export const QUANTITY_ABOVE_ZERO = 'Quantity must be greater than 0';

/**
 * Why a typed quantity cannot be added, or null when it can. `held` caps ping pong balls, and
 * FAAB by the team's balance once it is known (the API refuses more when the trade is accepted).
 */
export function quantityProblem(kind: 'ping_pong_ball' | 'faab', raw: string, held?: number): string | null {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(value) || value <= 0) return QUANTITY_ABOVE_ZERO;
  const { min, max } = TRADE_LIMITS[kind];
  if (kind === 'faab') {
    if (value > max) return `FAAB must be ${min} to ${max}`;
    if (held !== undefined && value > held)
      return held === 0 ? 'This team has no FAAB left' : `This team has only $${held} FAAB left`;
    return null;
  }
  if (value > max) return `Ping pong balls must be ${min} to ${max}`;
  if (held !== undefined && value > held)
    return held === 0
      ? 'This team holds no ping pong balls that year'
      : `This team holds only ${held} ping pong balls that year`;
  return null;
}

/**
 * A pick as members tell it apart: year, round, its number once the order is set, and
 * '(via ABBR)' when it came from another team than `holderId`, the team offering it (as the
 * Draft Picks screen marks a pick whose original team differs). Without a number, a placeholder
 * such as 'Pick XX' said nothing about which pick it was; the original team does.
 */
export function pickLabel(
  pick: Pick<DraftPick, 'year' | 'round' | 'position' | 'originalTeamId'>,
  holderId: number,
  abbreviationOf: (teamId: number) => string,
): string {
  const number = pick.position === null ? '' : `, Pick ${pick.position}`;
  const via = pick.originalTeamId === holderId ? '' : ` (via ${abbreviationOf(pick.originalTeamId)})`;
  return `${pick.year} Round ${pick.round}${number}${via}`;
}

export const ballsLabel = (quantity: number, year?: number) =>
  `${quantity} ping pong ball${quantity === 1 ? '' : 's'}${year === undefined ? '' : ` (${year})`}`;
export const faabLabel = (quantity: number) => `$${quantity} FAAB`;
/** A team's FAAB left for the season, as Teams writes it (docs/screens/trades.md §2). */
export const faabLeftLabel = (amount: number) => `$${amount} FAAB left`;

/** Adds an item, replacing one with the same key (a new ball or FAAB amount replaces the old). */
export function withItem(items: readonly DraftItem[], item: DraftItem): DraftItem[] {
  const index = items.findIndex((existing) => existing.key === item.key);
  if (index === -1) return [...items, item];
  return items.map((existing, at) => (at === index ? item : existing));
}

export const canSubmit = (teamA: number | null, teamB: number | null, items: readonly DraftItem[]) =>
  teamA !== null && teamB !== null && teamA !== teamB && items.length > 0;

/**
 * The POST /api/trades body: side a gives to b, side b to a; a note when one was typed, and
 * the proposal a counter-offer answers.
 */
export function toProposal(
  teamA: number,
  teamB: number,
  items: readonly DraftItem[],
  { note = '', counters }: { note?: string; counters?: number } = {},
): ProposeTradeBody {
  return {
    proposedByTeamId: teamA,
    proposedToTeamId: teamB,
    ...(note.trim() === '' ? {} : { note }),
    ...(counters === undefined ? {} : { counters }),
    items: items.map(({ side, itemType, itemId, quantity }) => ({
      fromTeamId: side === 'a' ? teamA : teamB,
      toTeamId: side === 'a' ? teamB : teamA,
      itemType,
      ...(itemId === null ? {} : { itemId }),
      ...(quantity === null ? {} : { quantity }),
    })),
  };
}
