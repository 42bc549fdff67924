// The year's lottery reveal, held by the Draft Picks page so the board can follow it: until
// this browser's reveal has shown the whole drawn order, round 1 stays where it stood before
// the draw (the draw kept those positions), so the board does not give the result away.
import type { DraftPick } from 'shared-contracts';
import { useMemo } from 'react';
import { useLottery } from '../api/lottery-api';
import { type Reveal, useReveal } from './useReveal';

export interface LotteryReveal {
  reveal: Reveal;
  /** Round-1 positions to show instead of the stored ones while the reveal is unfinished; null once shown (or with no drawn lottery). */
  positionsBefore: ReadonlyMap<number, number | null> | null;
}

export function useLotteryReveal(year: number): LotteryReveal {
  const lottery = useLottery(year).data?.current ?? null;
  const drawn = lottery?.status === 'drawn' ? lottery : null;
  const reveal = useReveal(drawn?.id ?? -1, drawn?.order?.length ?? 0);
  const before = drawn?.positionsBefore ?? null;
  const positionsBefore = useMemo(
    () => (before && !reveal.seen ? new Map(before.map((entry) => [entry.pickId, entry.position])) : null),
    [before, reveal.seen],
  );
  return { reveal, positionsBefore };
}

/** The picks as the board shows them while the reveal hides the drawn order. */
export function withPositionsBefore(
  picks: readonly DraftPick[],
  positionsBefore: ReadonlyMap<number, number | null> | null,
): readonly DraftPick[] {
  if (!positionsBefore) return picks;
  return picks.map((pick) =>
    positionsBefore.has(pick.id) ? { ...pick, position: positionsBefore.get(pick.id) ?? null } : pick,
  );
}
