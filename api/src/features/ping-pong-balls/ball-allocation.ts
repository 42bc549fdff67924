import { httpErrors } from '@fastify/sensible';
import type { BallAllocation, BallAllocationBody, PingPongBallEntry } from 'shared-contracts';
import type { Database, Queryable } from '../../db/client';
import type { Actor } from '../audit';
import { seasonStandings } from '../teams';
import { setPingPongBalls } from './ball-changes';

/**
 * Balls by last season's standings (the year before the draft's), worst team first:
 * `quantities[i]` balls for the team in place i + 1 counted from the bottom, none for the
 * teams past the list. 409 when that season has no finished game (no standings to go by)
 * or the list names more places than the league has teams.
 */
export async function previewBallAllocation(
  db: Queryable,
  leagueId: number,
  { year, quantities }: BallAllocationBody,
): Promise<BallAllocation> {
  const standingsSeason = year - 1;
  const standings = await seasonStandings(db, leagueId, standingsSeason);
  if (!standings.some((row) => row.wins + row.losses + row.ties > 0)) {
    throw httpErrors.conflict(
      `${standingsSeason} has no finished games to rank teams by: set each team's balls by hand`,
    );
  }
  if (quantities.length > standings.length) {
    throw httpErrors.conflict(
      `The league has ${standings.length} teams; the allocation gives balls to ${quantities.length} places`,
    );
  }
  const rows = [...standings].reverse().map((row, index) => ({
    teamId: row.id,
    place: index + 1,
    wins: row.wins,
    losses: row.losses,
    ties: row.ties,
    totalPoints: row.totalPoints,
    quantity: quantities[index] ?? 0,
  }));
  return { year, standingsSeason, rows };
}

/** POST /api/ping-pong-balls/allocation: the preview written as the year's balls, every team's, all or none, audited. */
export async function applyBallAllocation(
  db: Database,
  actor: Actor,
  body: BallAllocationBody,
): Promise<PingPongBallEntry[]> {
  const { rows } = await previewBallAllocation(db, actor.leagueId, body);
  return setPingPongBalls(db, actor, {
    year: body.year,
    balls: rows.map(({ teamId, quantity }) => ({ teamId, quantity })),
  });
}
