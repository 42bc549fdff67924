import type { LiveEventName } from 'shared-contracts/live-events';
import { feedActions, type FeedEntry, type FeedNames, toActivityItem } from '../activity';
import { SCORES_REFRESH_ACTION } from '../provider';

/** One event of the stream: `id` is the audit entry's (none for `ready` after a replay). */
export type LiveEvent = { id: number | null; name: LiveEventName; data: unknown };

/** The audit actions the stream tells of: the feed's, and a score refresh that changed scores. */
export const STREAMED_ACTIONS: readonly string[] = [...feedActions(), SCORES_REFRESH_ACTION];

type Row = Record<string, unknown>;
const rowOf = (value: unknown): Row => (value !== null && typeof value === 'object' ? (value as Row) : {});

/**
 * An entry as the stream's event: the feed's item, built by the feed's own mapper (so a member
 * sees exactly what the feed would show them, nothing of the rows), or the weeks a score
 * refresh changed. Undefined for any other entry.
 */
export function toLiveEvent(entry: FeedEntry, names: FeedNames): LiveEvent | undefined {
  if (entry.action === SCORES_REFRESH_ACTION) {
    const after = rowOf(entry.after);
    const weeks = Array.isArray(after.weeks) ? after.weeks.filter((week) => typeof week === 'number') : [];
    const season = typeof after.season === 'number' ? after.season : null;
    if (season === null) return undefined;
    return { id: entry.id, name: 'scores', data: { id: entry.id, season, weeks } };
  }
  const item = toActivityItem(entry, names);
  return item ? { id: entry.id, name: 'activity', data: item } : undefined;
}

/**
 * Whether the entry ends `userId`'s membership of the league (they left, or were removed):
 * their streams end once it is sent, and a reconnect is refused as any request of theirs.
 */
export function endsMembership(entry: FeedEntry, userId: number): boolean {
  if (entry.action === 'member.leave') return entry.userId === userId;
  if (entry.action === 'member.remove') return rowOf(entry.before).userId === userId;
  return false;
}
