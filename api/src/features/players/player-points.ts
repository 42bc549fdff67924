import { httpErrors } from '@fastify/sensible';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PlayerPoints } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { players, playerWeekPoints } from '../../db/schema';
import type { PlayerPointsSummary, PlayerRow } from './player-repository';

const NO_POINTS: PlayerPointsSummary = { seasonPoints: null, lastWeekPoints: null };

/** A book row's summary in `pointsOf`'s answer. */
export type PointsLookup = (row: Pick<PlayerRow, 'year' | 'providerPlayerId'>) => PlayerPointsSummary;

const asNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The season and last-week points of these book rows (docs/screens/players.md §4.8), in one
 * aggregate statement whatever their count: per year and provider id, the sum of his stored
 * weeks, and his points in the year's latest week with any points stored in the league. A
 * row without a provider id, or with no stored week, has both null.
 */
export async function pointsOf(
  db: Queryable,
  leagueId: number,
  rows: ReadonlyArray<Pick<PlayerRow, 'year' | 'providerPlayerId'>>,
): Promise<PointsLookup> {
  const known = rows.filter((row) => row.providerPlayerId !== null);
  if (known.length === 0) return () => NO_POINTS;
  const years = [...new Set(known.map((row) => row.year))];
  // A whole book asks for most of the year's players: reading them all is as cheap as naming them.
  const ids = known.length > 200 ? null : [...new Set(known.map((row) => row.providerPlayerId!))];
  const { rows: sums } = (await db.execute(sql`
    select p.season, p.provider_player_id,
      round(sum(p.points), 2)::float8 as season_points,
      round(sum(p.points) filter (where p.week = latest.week), 2)::float8 as last_week_points
    from ${playerWeekPoints} p
    join (
      select season, max(week) as week from ${playerWeekPoints}
      where league_id = ${leagueId} and season = any(${sql.param(years)}::integer[])
      group by season
    ) latest on latest.season = p.season
    where p.league_id = ${leagueId} and p.season = any(${sql.param(years)}::integer[])
      ${ids ? sql`and p.provider_player_id = any(${sql.param(ids)}::text[])` : sql``}
    group by p.season, p.provider_player_id`)) as unknown as {
    rows: Array<{ season: number; provider_player_id: string; season_points: unknown; last_week_points: unknown }>;
  };
  const byKey = new Map(
    sums.map((row) => [
      `${row.season}|${row.provider_player_id}`,
      { seasonPoints: asNumber(row.season_points), lastWeekPoints: asNumber(row.last_week_points) },
    ]),
  );
  return (row) =>
    row.providerPlayerId === null ? NO_POINTS : (byKey.get(`${row.year}|${row.providerPlayerId}`) ?? NO_POINTS);
}

/**
 * GET /api/players/{playerId}/points: the player's weeks of his book's year, in week order;
 * none for a player without a provider id. A player of another league is as missing as none.
 */
export async function playerWeeks(db: Queryable, leagueId: number, playerId: number): Promise<PlayerPoints> {
  const [player] = await db
    .select({ year: players.year, providerPlayerId: players.providerPlayerId })
    .from(players)
    .where(and(eq(players.id, playerId), eq(players.leagueId, leagueId)));
  if (!player) throw httpErrors.notFound('Player not found');
  const base = { playerId, year: player.year, providerPlayerId: player.providerPlayerId };
  if (player.providerPlayerId === null) return { ...base, weeks: [] };
  const weeks = await db
    .select({ week: playerWeekPoints.week, points: playerWeekPoints.points })
    .from(playerWeekPoints)
    .where(
      and(
        eq(playerWeekPoints.leagueId, leagueId),
        eq(playerWeekPoints.season, player.year),
        eq(playerWeekPoints.providerPlayerId, player.providerPlayerId),
      ),
    )
    .orderBy(asc(playerWeekPoints.week));
  return { ...base, weeks: weeks.map(({ week, points }) => ({ week, points: Number(points) })) };
}
