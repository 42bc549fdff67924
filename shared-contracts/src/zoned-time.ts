/**
 * A wall-clock time in a named time zone ('2025-08-31T12:00' in 'America/New_York') as an
 * instant. The keeper deadline is written the way the league reads it, in its own time zone,
 * and compared with the clock as an instant; Intl knows every zone's offsets, so no zone
 * table ships with the app.
 */

/** Is this an IANA time zone name the runtime knows ('America/New_York', 'UTC')? */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC, in milliseconds, at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Is this a real `YYYY-MM-DDTHH:mm` (no 31 February, no 24:00)? */
export function isLocalDateTime(local: string): boolean {
  const match = LOCAL_TIME.exec(local);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60
  );
}

/** The instant a `YYYY-MM-DDTHH:mm` wall-clock time names in `timeZone`. */
export function instantOfLocalTime(local: string, timeZone: string): Date {
  const match = LOCAL_TIME.exec(local);
  if (!match) throw new Error(`not a local date and time: ${local}`);
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guess, then again at the corrected instant: right on both sides of a DST change.
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  return new Date(second);
}
