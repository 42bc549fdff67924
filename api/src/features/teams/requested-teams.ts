import { httpErrors } from '@fastify/sensible';
import type { Queryable } from '../../db/client';
import { listTeams } from './team-repository';

/**
 * The teams a `?teamIds=` asks for, out of the league's: 404 naming any id that is not one
 * of them (another league's team is as missing as no team, docs/api.md §3). Without a list,
 * every team of the league.
 */
export async function requestedTeamIds(
  db: Queryable,
  leagueId: number,
  requested: number[] | undefined,
): Promise<number[]> {
  const leagueTeamIds = (await listTeams(db, leagueId)).map((team) => team.id);
  if (!requested) return leagueTeamIds;
  const unknown = requested.filter((id) => !leagueTeamIds.includes(id));
  if (unknown.length > 0) throw httpErrors.notFound(`Not a team of this league: ${unknown.join(', ')}`);
  return requested;
}

/**
 * For a write that sets something per team (balls, FAAB), before anything is written: 400
 * for a team listed twice (a broken rule, told first), then 404 for a team not of the league.
 */
export async function refuseRepeatedOrStrangeTeams(db: Queryable, leagueId: number, teamIds: number[]): Promise<void> {
  const repeated = teamIds.find((teamId, index) => teamIds.indexOf(teamId) !== index);
  if (repeated !== undefined) throw httpErrors.badRequest(`Team ${repeated} is listed twice`);
  const leagueTeams = new Set((await listTeams(db, leagueId)).map((team) => team.id));
  const strangers = teamIds.filter((teamId) => !leagueTeams.has(teamId));
  if (strangers.length > 0) throw httpErrors.notFound(`Not a team of this league: ${strangers.join(', ')}`);
}

/** `rows` keyed by team id: every requested team has a list, empty when nothing is its. */
export function groupByTeam<Row>(
  teamIds: number[],
  rows: Row[],
  teamOf: (row: Row) => number | null,
): Record<string, Row[]> {
  const map: Record<string, Row[]> = Object.fromEntries(teamIds.map((id) => [String(id), []]));
  for (const row of rows) {
    const teamId = teamOf(row);
    if (teamId !== null) map[String(teamId)]?.push(row);
  }
  return map;
}
