// The Settings debug log: timestamped lines of every provider action and its outcome.
import { useCallback, useState } from 'react';

export type LogLine = { id: number; at: Date; text: string };
export type Log = (text: string) => void;

/** Keeps the newest lines only: a long session of roster tests must not grow without end. */
const MAX_LINES = 200;

export function useDebugLog() {
  const [lines, setLines] = useState<LogLine[]>([]);
  const log = useCallback<Log>((text) => {
    setLines((previous) => [
      ...previous.slice(-(MAX_LINES - 1)),
      { id: (previous.at(-1)?.id ?? 0) + 1, at: new Date(), text },
    ]);
  }, []);
  const clear = useCallback(() => setLines([]), []);
  return { lines, log, clear };
}

/** 'HH:MM:SS' in the viewer's time zone, as the log shows it. */
export function timestamp(at: Date): string {
  return at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
}
