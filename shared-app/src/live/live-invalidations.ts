// Which views each live event changes (docs/web.md §13): the one place the web apps turn the
// league's events into TanStack Query invalidations, by query root (shared-contracts'
// queryRoots, under which every remote keys its queries). No screen listens to the stream.
import type { QueryClient } from '@tanstack/react-query';
import { type ActivityKind, type QueryRoot, queryRoots as roots } from 'shared-contracts';

/** What a moved asset changes, in whichever remote shows it (an accepted trade, a draw). */
const ASSETS: readonly QueryRoot[] = [roots.players, roots.picks, roots.pingPongBalls, roots.faab, roots.teams];
/** What a season's games change: the week, the standings, the teams' records, the matchup pages. */
const GAMES: readonly QueryRoot[] = [roots.matchups, roots.standings, roots.teams, roots.schedule];

/**
 * The roots each kind of the feed changes, besides the feed itself. A Record of every kind,
 * so a new kind of the contract does not compile until it says what it changes.
 */
export const ROOTS_OF_KIND: Record<ActivityKind, readonly QueryRoot[]> = {
  // trades: the Trade Center and the sidebar's pending count ([trades, 'pending-count']).
  'trade.proposed': [roots.trades],
  'trade.accepted': [roots.trades, ...ASSETS],
  'trade.rejected': [roots.trades],
  'trade.cancelled': [roots.trades],
  'trade.countered': [roots.trades],
  'trade.completed': [roots.trades, ...ASSETS],
  'trade.vetoed': [roots.trades],
  'keeper.declared': [roots.keepers, roots.players],
  'keeper.released': [roots.keepers, roots.players],
  // The lottery's queries sit under the picks root (Draft Picks).
  'lottery.opened': [roots.picks, roots.pingPongBalls],
  'lottery.drawn': [roots.picks, roots.pingPongBalls],
  'lottery.reset': [roots.picks, roots.pingPongBalls],
  import: [...GAMES, ...ASSETS, roots.trades, roots.keepers, roots.provider, roots.members],
  rollover: [roots.players, roots.keepers, roots.picks],
  'member.joined': [roots.members, roots.teams],
  'member.left': [roots.members, roots.teams],
  'schedule.edited': GAMES,
  'pick.edited': [roots.picks],
};

/** New scores (the provider refresh): the games, the players' points and the provider's live rosters. */
export const SCORE_ROOTS: readonly QueryRoot[] = [...GAMES, roots.players, roots.provider];

/** Marks the queries under each root stale; those on screen read again at once. */
export function invalidateRoots(client: QueryClient, changed: readonly QueryRoot[]): void {
  for (const root of new Set(changed)) void client.invalidateQueries({ queryKey: [root] });
}

/** An item of the feed arrived: the feed itself and what its kind changes. */
export function invalidateForActivity(client: QueryClient, kind: ActivityKind): void {
  invalidateRoots(client, [roots.activity, ...ROOTS_OF_KIND[kind]]);
}

export function invalidateForScores(client: QueryClient): void {
  invalidateRoots(client, SCORE_ROOTS);
}

/** The stream could not tell what was missed: every view of the league reads again. */
export function invalidateEverything(client: QueryClient): void {
  void client.invalidateQueries();
}

/**
 * Caught up after a drop: a read that failed meanwhile (its screen shows its error card, the
 * connection being lost) reads again, as if its Retry had been pressed. Only failed reads: the
 * others are current, the events since the drop having said what changed.
 */
export function retryFailedReads(client: QueryClient): void {
  void client.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
}
