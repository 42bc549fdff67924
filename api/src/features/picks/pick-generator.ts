import type { GeneratePicksBody, SetupResult } from 'shared-contracts/league-setup';
import type { Database } from '../../db/client';
import { draftPicks, pingPongBalls } from '../../db/schema';
import { recordAudit, type Actor } from '../audit';
import { listTeams } from '../teams';

const ROUNDS = [1, 2, 3, 4, 5] as const;

/**
 * Future drafts by hand: for every year and team, its picks in rounds 1–5 (held by itself)
 * and its ping pong ball row (no balls yet). What exists already is left as it is (a traded
 * pick keeps its holder), so running it twice creates nothing the second time.
 */
export async function generatePicks(
  db: Database,
  actor: Actor,
  { fromYear, toYear }: GeneratePicksBody,
): Promise<SetupResult> {
  return db.transaction(async (tx) => {
    const teamIds = (await listTeams(tx, actor.leagueId)).map((team) => team.id);
    const years = Array.from({ length: toYear - fromYear + 1 }, (_value, index) => fromYear + index);
    const wantedPicks = years.flatMap((year) =>
      teamIds.flatMap((teamId) =>
        ROUNDS.map((round) => ({
          leagueId: actor.leagueId,
          year,
          round,
          originalTeamId: teamId,
          currentTeamId: teamId,
        })),
      ),
    );
    const wantedBalls = years.flatMap((year) =>
      teamIds.map((teamId) => ({ leagueId: actor.leagueId, teamId, year, quantity: 0 })),
    );
    const picks =
      wantedPicks.length > 0 ? await tx.insert(draftPicks).values(wantedPicks).onConflictDoNothing().returning() : [];
    const balls =
      wantedBalls.length > 0
        ? await tx.insert(pingPongBalls).values(wantedBalls).onConflictDoNothing().returning()
        : [];
    await recordAudit(tx, actor, [
      ...picks.map((row) => ({
        action: 'pick.generate',
        entity: 'draft_picks',
        entityId: row.id,
        before: null,
        after: row,
      })),
      ...balls.map((row) => ({
        action: 'ping_pong_ball.generate',
        entity: 'ping_pong_balls',
        entityId: row.id,
        before: null,
        after: row,
      })),
    ]);
    const created = picks.length + balls.length;
    const unchanged = wantedPicks.length + wantedBalls.length - created;
    const span = fromYear === toYear ? `${fromYear}` : `${fromYear}–${toYear}`;
    return {
      created,
      unchanged,
      message: `${span}: created ${picks.length} picks and ${balls.length} ball rows; ${unchanged} already there.`,
    };
  });
}
