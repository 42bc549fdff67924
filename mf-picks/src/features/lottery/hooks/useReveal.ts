// The reveal: picks shown from last to first, one at a time, by hand ('Reveal next pick') or
// playing on their own; 'Replay' starts again from nothing revealed. A new lottery (another
// id) starts its own reveal. Once a browser has shown the whole order it remembers so
// (localStorage, per lottery): the board then shows the drawn order, and a reload starts with
// every pick revealed instead of hiding again what this member has already seen.
import { useEffect, useState } from 'react';

export const REVEAL_STEP_MS = 1500;

const seenKey = (lotteryId: number) => `draft-lottery-seen-${lotteryId}`;

function readSeen(lotteryId: number): boolean {
  try {
    return window.localStorage.getItem(seenKey(lotteryId)) === '1';
  } catch {
    return false; // Storage refused (a private window's quota, a policy): the reveal starts over.
  }
}

function rememberSeen(lotteryId: number): void {
  try {
    window.localStorage.setItem(seenKey(lotteryId), '1');
  } catch {
    // Not remembered: the next visit shows the reveal again, nothing worse.
  }
}

type RevealState = { lotteryId: number; revealed: number; playing: boolean; seen: boolean };

function initial(lotteryId: number, total: number): RevealState {
  const seen = total > 0 && readSeen(lotteryId);
  return { lotteryId, revealed: seen ? total : 0, playing: false, seen };
}

export function useReveal(lotteryId: number, total: number) {
  const [state, setState] = useState<RevealState>(() => initial(lotteryId, total));
  const current = state.lotteryId === lotteryId ? state : initial(lotteryId, total);
  const done = current.revealed >= total;
  const seen = current.seen || (total > 0 && done);

  useEffect(() => {
    if (!current.playing || done) return;
    const timer = setTimeout(
      () => setState({ ...current, revealed: current.revealed + 1, playing: current.revealed + 1 < total }),
      REVEAL_STEP_MS,
    );
    return () => clearTimeout(timer);
  }, [current, done, total]);

  useEffect(() => {
    if (total > 0 && done && !current.seen) {
      rememberSeen(lotteryId);
      setState({ ...current, seen: true });
    }
  }, [current, done, lotteryId, total]);

  return {
    /** How many picks are shown, counted from the last. */
    revealed: Math.min(current.revealed, total),
    playing: current.playing && !done,
    done,
    /** This browser has shown the whole order (now or before): the board may show it too. */
    seen,
    next: () => setState({ ...current, revealed: Math.min(current.revealed + 1, total), playing: false }),
    all: () => setState({ ...current, revealed: total, playing: false }),
    play: () => setState({ ...current, revealed: done ? 0 : current.revealed, playing: true }),
    pause: () => setState({ ...current, playing: false }),
    replay: () => setState({ ...current, revealed: 0, playing: true }),
  };
}

export type Reveal = ReturnType<typeof useReveal>;
