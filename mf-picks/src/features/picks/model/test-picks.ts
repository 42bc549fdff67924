// Picks for the model's tests: one round of `count` picks, team n holding pick n.
import type { DraftPick } from 'shared-contracts';

export function pick(id: number, overrides: Partial<DraftPick> = {}): DraftPick {
  return {
    id,
    year: 2030,
    round: 1,
    position: id,
    currentTeamId: id,
    originalTeamId: id,
    isLocked: false,
    ...overrides,
  };
}

export function round(count: number, overrides: Partial<DraftPick> = {}): DraftPick[] {
  return Array.from({ length: count }, (_, index) => pick(index + 1, overrides));
}

/** The ids in the order given, and their positions, for compact expectations. */
export const idsOf = (picks: readonly DraftPick[]) => picks.map((p) => p.id);
export const positionsOf = (picks: readonly DraftPick[]) => picks.map((p) => p.position);
