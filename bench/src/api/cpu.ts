import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/** /proc counts CPU time in clock ticks: USER_HZ, 100 a second on every Linux build that matters. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) each of a set of processes has used so far, read from /proc:
 * what each request costs the API (and PostgreSQL), a figure that holds when other work
 * shares the machine, unlike requests/s. A process that is gone is left out; null where
 * there is no /proc (not Linux).
 */
export async function cpuByProcess(pids: number[]): Promise<Map<number, number> | null> {
  if (!existsSync('/proc/self/stat')) return null;
  const used = new Map<number, number>();
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (stat === null) continue;
    // Fields after the command (which may hold spaces) start at its closing parenthesis;
    // utime and stime are the stat file's 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    used.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND);
  }
  return used;
}

/** CPU used between two readings; a process gone by the second counts nothing for the interval. */
export function cpuBetween(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
