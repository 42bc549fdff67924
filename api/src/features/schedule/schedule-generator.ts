import { httpErrors } from '@fastify/sensible';
import { and, count, eq } from 'drizzle-orm';
import type { GenerateScheduleBody, SetupResult } from 'shared-contracts/league-setup';
import type { Database } from '../../db/client';
import { matchups } from '../../db/schema';
import { recordAudit, type Actor } from '../audit';
import { listTeams } from '../teams';
import { roundRobinSchedule } from './round-robin';

/**
 * A season's schedule by hand: a balanced round robin of the league's teams over weeks
 * 1..weeks, written in one transaction (audited). A season that already has games keeps
 * them: its games are edited on the Schedule screen instead.
 */
export async function generateSchedule(
  db: Database,
  actor: Actor,
  { season, weeks }: GenerateScheduleBody,
): Promise<SetupResult> {
  return db.transaction(async (tx) => {
    const teamIds = (await listTeams(tx, actor.leagueId)).map((team) => team.id);
    if (teamIds.length < 2) throw httpErrors.conflict('A schedule needs at least two teams: create the teams first');
    if (teamIds.length % 2 === 1) {
      throw httpErrors.conflict(
        `Every team plays once a week only with an even number of teams; the league has ${teamIds.length}`,
      );
    }
    const [existing] = await tx
      .select({ games: count() })
      .from(matchups)
      .where(and(eq(matchups.leagueId, actor.leagueId), eq(matchups.season, season)));
    if ((existing?.games ?? 0) > 0)
      throw httpErrors.conflict(`Season ${season} already has a schedule: edit it on the Schedule screen`);
    const games = roundRobinSchedule(teamIds, weeks);
    const created = await tx
      .insert(matchups)
      .values(games.map((game) => ({ ...game, leagueId: actor.leagueId, season })))
      .returning();
    await recordAudit(
      tx,
      actor,
      created.map((row) => ({
        action: 'matchup.generate',
        entity: 'matchups',
        entityId: row.id,
        before: null,
        after: row,
      })),
    );
    return {
      created: created.length,
      unchanged: 0,
      message: `Scheduled ${created.length} games over ${weeks} week${weeks === 1 ? '' : 's'} of ${season}.`,
    };
  });
}
