// Feed items as the API answers them (docs/api.md §18), for the activity views' tests.
import type { ActivityItem, ActivityKind } from 'shared-contracts';

export function activityItem(id: number, text: string, kind: ActivityKind = 'trade.accepted'): ActivityItem {
  return { id, kind, at: '2025-09-14T17:30:00.000Z', actor: 'Ann', teamIds: [1, 2], text };
}

/** `count` items, newest (the highest id) first. */
export const activityItems = (count: number, from = 100): ActivityItem[] =>
  Array.from({ length: count }, (_, index) => activityItem(from - index, `Change ${from - index}`));
