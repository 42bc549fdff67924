// The Players screen's filters (docs/screens/players.md §4.2): what each one keeps, and whether any is on.
import { PLAYER_POSITIONS, type Player } from 'shared-contracts';

export const ALL = 'all';
/** The team filter's choice for players on no fantasy team. */
export const NO_TEAM = 'free-agent';

export type KeeperFilter = typeof ALL | 'keeper' | 'non-keeper';
export type ExperienceFilter = typeof ALL | 'rookie' | 'veteran';
export type RosterFilter = typeof ALL | 'rostered' | 'free-agent';

export interface PlayerFilters {
  /** Matches the name or the NFL team, in any case. */
  search: string;
  /** A position, or 'all'. */
  position: string;
  /** A fantasy team's id (as text), NO_TEAM, or 'all'. */
  team: string;
  keeper: KeeperFilter;
  experience: ExperienceFilter;
  roster: RosterFilter;
  /** Auction price bounds, inclusive; null is no bound. */
  minPrice: number | null;
  maxPrice: number | null;
}

export const NO_FILTERS: PlayerFilters = {
  search: '',
  position: ALL,
  team: ALL,
  keeper: ALL,
  experience: ALL,
  roster: ALL,
  minPrice: null,
  maxPrice: null,
};

/** Whether the '!' badge shows: any filter differs from showing everyone. */
export function isAnyFilterActive(filters: PlayerFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.position !== ALL ||
    filters.team !== ALL ||
    filters.keeper !== ALL ||
    filters.experience !== ALL ||
    filters.roster !== ALL ||
    filters.minPrice !== null ||
    filters.maxPrice !== null
  );
}

/** One test per active filter, built once per change so 3,000 players filter in a blink. */
export function playerMatcher(filters: PlayerFilters): (player: Player) => boolean {
  const tests: Array<(player: Player) => boolean> = [];
  const needle = filters.search.trim().toLowerCase();
  if (needle) tests.push((p) => p.name.toLowerCase().includes(needle) || p.nflTeam.toLowerCase().includes(needle));
  if (filters.position !== ALL) tests.push((p) => p.position === filters.position);
  if (filters.team === NO_TEAM) tests.push((p) => p.teamId === null);
  else if (filters.team !== ALL) tests.push((p) => String(p.teamId) === filters.team);
  if (filters.keeper !== ALL) tests.push((p) => p.isKeeper === (filters.keeper === 'keeper'));
  if (filters.experience !== ALL) tests.push((p) => p.isRookie === (filters.experience === 'rookie'));
  if (filters.roster !== ALL) tests.push((p) => (p.teamId !== null) === (filters.roster === 'rostered'));
  // docs/screens/players.md §4.2: the price filter ignores players without an auction price: it neither keeps
  // nor drops them on price, so a half-priced book still shows its unpriced players.
  const { minPrice, maxPrice } = filters;
  if (minPrice !== null) tests.push((p) => p.auctionPrice === null || p.auctionPrice >= minPrice);
  if (maxPrice !== null) tests.push((p) => p.auctionPrice === null || p.auctionPrice <= maxPrice);
  return (player) => tests.every((test) => test(player));
}

/**
 * Every position the book holds, for the position filter, in the book's order of positions
 * (offence, kicker, defence, then defensive players); one kept from before the book checked
 * positions comes last, so its players can still be found.
 */
export function positionsOf(players: readonly Player[]): string[] {
  const order: readonly string[] = PLAYER_POSITIONS;
  const rank = (position: string) => {
    const index = order.indexOf(position);
    return index === -1 ? order.length : index;
  };
  return [...new Set(players.map((player) => player.position))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** A price bound typed in a box: blank is no bound; anything not a number is no bound either. */
export function readPriceBound(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
