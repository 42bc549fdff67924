import { readFile } from 'node:fs/promises';

/**
 * CPU time (user + system, ms) a set of processes has used, read from /proc: what each
 * request costs the API (and PostgreSQL), a figure that holds when other work shares the
 * machine, unlike requests/s. Answers null where there is no /proc (not Linux).
 */
/** /proc counts CPU time in clock ticks: USER_HZ, 100 a second on every Linux build that matters. */
const TICKS_PER_SECOND = 100;

export async function cpuMilliseconds(pids: number[]): Promise<number | null> {
  let total = 0;
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (stat === null) {
      if (pids.length === 1) return null;
      continue;
    }
    // Fields after the command (which may hold spaces) start at its closing parenthesis;
    // utime and stime are the stat file's 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += Number(fields[11]) + Number(fields[12]);
  }
  return (total * 1000) / TICKS_PER_SECOND;
}
