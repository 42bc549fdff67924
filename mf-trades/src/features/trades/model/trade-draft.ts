// The propose form's rules, apart from React: what may be added, in what quantity, and
// when the proposal may be sent (docs/screens/trades.md §4.1, §4.2).
import { TRADE_LIMITS, type DraftPick, type ProposeTradeBody, type TradeItemType } from 'shared-contracts';

/** The form's teams: A proposes, B is proposed to, C and D join a trade of three or four (§4.9). */
export type Side = 'a' | 'b' | 'c' | 'd';
export const SIDES: readonly Side[] = ['a', 'b', 'c', 'd'];
export const sideLabel = (side: Side) => `Team ${side.toUpperCase()}`;

/** An item offered in the form, before it is sent. */
export interface DraftItem {
  /** Unique within the form: an item of the same key replaces the one there. */
  key: string;
  /** The team that gives it. */
  side: Side;
  /** The team that gets it, in a trade of three or four; in a trade of two, always the other team. */
  to?: Side;
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

/** The form's teams by side: A and B always, C and D once added (null until chosen). */
export type SideTeams = Partial<Record<Side, number | null>>;

/** The team that gets an item: its chosen one, else (two teams) the other team. */
export function receiverOf(item: DraftItem, sides: readonly Side[]): Side {
  if (item.to && sides.includes(item.to) && item.to !== item.side) return item.to;
  return sides.find((side) => side !== item.side) ?? 'b';
}

/**
 * Whether the proposal may be sent: every team chosen, none twice, at least one item, and in
 * a trade of three or four every team giving or getting something (the API's rule, §4.9).
 */
export function canSubmit(teams: SideTeams, items: readonly DraftItem[]): boolean {
  const sides = SIDES.filter((side) => side in teams);
  const ids = sides.map((side) => teams[side] ?? null);
  if (ids.some((id) => id === null) || new Set(ids).size !== ids.length || items.length === 0) return false;
  if (sides.length <= 2) return true;
  const touched = new Set(items.flatMap((item) => [item.side, receiverOf(item, sides)]));
  return sides.every((side) => touched.has(side));
}

/**
 * The POST /api/trades body: in a trade of two, side a gives to b and b to a; with C and D,
 * each item to the team it names, the two-team shape kept and the others in otherTeamIds. A
 * note when one was typed, and the proposal a counter-offer answers.
 */
export function toProposal(
  teams: SideTeams & { a: number; b: number },
  items: readonly DraftItem[],
  { note = '', counters }: { note?: string; counters?: number } = {},
): ProposeTradeBody {
  const sides = SIDES.filter((side) => typeof teams[side] === 'number');
  const idOf = (side: Side) => teams[side] as number;
  const others = sides.slice(2).map(idOf);
  return {
    proposedByTeamId: teams.a,
    proposedToTeamId: teams.b,
    ...(others.length === 0 ? {} : { otherTeamIds: others }),
    ...(note.trim() === '' ? {} : { note }),
    ...(counters === undefined ? {} : { counters }),
    items: items.map((item) => ({
      fromTeamId: idOf(item.side),
      toTeamId: idOf(receiverOf(item, sides)),
      itemType: item.itemType,
      ...(item.itemId === null ? {} : { itemId: item.itemId }),
      ...(item.quantity === null ? {} : { quantity: item.quantity }),
    })),
  };
}
