import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { playerWeekPoints } from '../../../db/schema';
import type { WeekPlayerPoints } from './season-data';

/** Rows a statement: three array parameters whatever the count, kept to the book's chunk size. */
const CHUNK_ROWS = 1000;
/** numeric(7,2) holds less than this: a provider's absurd number is left out rather than failing the season. */
const POINTS_LIMIT = 100_000;

const rounded = (points: number) => Math.round(points * 100) / 100;

/**
 * Makes the stored points of these weeks of a league's season the provider's answer
 * (docs/screens/players.md §4.8), inside the caller's transaction: a player the provider no
 * longer scores that week loses his row, a changed value is updated, the same value is left
 * alone (a second import writes nothing). Weeks not given keep what they have. Answers the
 * weeks whose stored points changed (the score refresh tells of new scores only then).
 */
export async function replaceWeekPoints(
  tx: Queryable,
  leagueId: number,
  season: number,
  weeks: readonly WeekPlayerPoints[],
): Promise<number[]> {
  const changed: number[] = [];
  for (const { week, points } of weeks) {
    const rows = [...points]
      .filter(([, value]) => Number.isFinite(value) && Math.abs(value) < POINTS_LIMIT)
      .map(([providerPlayerId, value]) => ({ providerPlayerId, points: rounded(value) }));
    const ids = rows.map((row) => row.providerPlayerId);
    // Both drivers (PGlite, node-postgres) answer execute() with the rows under `rows`:
    // `returning` counts the rows a statement changed (an unchanged value is no row).
    const removed = (await tx.execute(sql`
      delete from ${playerWeekPoints}
      where league_id = ${leagueId} and season = ${season} and week = ${week}
        and not (provider_player_id = any(${sql.param(ids)}::text[]))
      returning week`)) as unknown as { rows: unknown[] };
    let written = removed.rows.length;
    for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
      const chunk = rows.slice(start, start + CHUNK_ROWS);
      const upserted = (await tx.execute(sql`
        insert into ${playerWeekPoints} (league_id, season, provider_player_id, week, points)
        select ${leagueId}::integer, ${season}::integer, v.provider_player_id, ${week}::integer, v.points
        from unnest(
          ${sql.param(chunk.map((row) => row.providerPlayerId))}::text[],
          ${sql.param(chunk.map((row) => row.points))}::numeric[]
        ) as v(provider_player_id, points)
        on conflict (league_id, season, provider_player_id, week)
        do update set points = excluded.points
        where ${playerWeekPoints}.points <> excluded.points
        returning week`)) as unknown as { rows: unknown[] };
      written += upserted.rows.length;
    }
    if (written > 0) changed.push(week);
  }
  return changed;
}
