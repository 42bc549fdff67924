// The reveal: picks shown from last to first, one at a time, by hand ('Reveal next pick') or
// playing on their own; 'Replay' starts again from nothing revealed. A new lottery (another
// id) starts its own reveal.
import { useEffect, useState } from 'react';

export const REVEAL_STEP_MS = 1500;

export function useReveal(lotteryId: number, total: number) {
  const [state, setState] = useState({ lotteryId, revealed: 0, playing: false });
  const current = state.lotteryId === lotteryId ? state : { lotteryId, revealed: 0, playing: false };
  const done = current.revealed >= total;

  useEffect(() => {
    if (!current.playing || done) return;
    const timer = setTimeout(() => setState({ ...current, revealed: current.revealed + 1, playing: current.revealed + 1 < total }), REVEAL_STEP_MS);
    return () => clearTimeout(timer);
  }, [current, done, total]);

  return {
    /** How many picks are shown, counted from the last. */
    revealed: Math.min(current.revealed, total),
    playing: current.playing && !done,
    done,
    next: () => setState({ lotteryId, revealed: Math.min(current.revealed + 1, total), playing: false }),
    all: () => setState({ lotteryId, revealed: total, playing: false }),
    play: () => setState({ lotteryId, revealed: done ? 0 : current.revealed, playing: true }),
    pause: () => setState({ ...current, playing: false }),
    replay: () => setState({ lotteryId, revealed: 0, playing: true }),
  };
}
