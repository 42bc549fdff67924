import { httpErrors } from '@fastify/sensible';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { leagues, matchups, teams } from '../../db/schema';
import { type Actor, recordAudit } from '../audit';

type MatchupRow = typeof matchups.$inferSelect;

/**
 * The game to edit (404 when the league has no such game). Schedule edits of a league queue up behind one another on the league's
 * row (NO KEY UPDATE: rows that merely reference the league are not held up), so two moves
 * across the same weeks never interleave or deadlock.
 */
async function lockMatchup(tx: Transaction, leagueId: number, id: number): Promise<MatchupRow> {
  await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, leagueId)).for('no key update');
  const [row] = await tx
    .select()
    .from(matchups)
    .where(and(eq(matchups.id, id), eq(matchups.leagueId, leagueId)));
  if (!row) throw httpErrors.notFound('Matchup not found');
  return row;
}

/**
 * Moves a game to a position of a week of its season (docs/decisions.md §9: insert and renumber).
 * It leaves its old week, which closes up 1..n, and is inserted at `position` of the new
 * week (past the end appends), which renumbers 1..n. Every row whose week or position
 * changed is written and audited in one transaction.
 */
export async function moveMatchup(
  db: Database,
  actor: Actor,
  id: number,
  target: { weekNumber: number; position: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const moving = await lockMatchup(tx, actor.leagueId, id);
    const affected = await tx
      .select()
      .from(matchups)
      .where(
        and(
          eq(matchups.leagueId, actor.leagueId),
          eq(matchups.season, moving.season),
          inArray(matchups.week, [moving.week, target.weekNumber]),
        ),
      )
      .orderBy(asc(matchups.position), asc(matchups.id));

    const leaving = affected.filter((row) => row.week === moving.week && row.id !== moving.id);
    const arriving =
      target.weekNumber === moving.week ? leaving : affected.filter((row) => row.week === target.weekNumber);
    arriving.splice(Math.min(target.position - 1, arriving.length), 0, moving);

    const placement = new Map<number, { week: number; position: number }>();
    leaving.forEach((row, index) => placement.set(row.id, { week: moving.week, position: index + 1 }));
    arriving.forEach((row, index) => placement.set(row.id, { week: target.weekNumber, position: index + 1 }));

    const changed = affected.flatMap((row) => {
      const place = placement.get(row.id);
      return place && (place.week !== row.week || place.position !== row.position)
        ? [{ before: row, after: { ...row, ...place } }]
        : [];
    });
    for (const { after } of changed) {
      await tx
        .update(matchups)
        .set({ week: after.week, position: after.position })
        .where(and(eq(matchups.leagueId, after.leagueId), eq(matchups.id, after.id)));
    }
    await recordAudit(
      tx,
      actor,
      changed.map(({ before, after }) => ({
        action: after.id === moving.id ? 'matchup.move' : 'matchup.renumber',
        entity: 'matchups',
        entityId: after.id,
        before,
        after,
      })),
    );
  });
}

/** Sets the home or the away team of a game: a team of the league, never the game's other team. */
export async function changeMatchupTeam(
  db: Database,
  actor: Actor,
  id: number,
  side: 'home' | 'away',
  teamId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const game = await lockMatchup(tx, actor.leagueId, id);
    const [team] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.leagueId, actor.leagueId)));
    if (!team) throw httpErrors.notFound(`Invalid team ID: ${teamId} is not a team of this league`);
    const opponent = side === 'home' ? game.awayTeamId : game.homeTeamId;
    if (teamId === opponent) throw httpErrors.badRequest('A team cannot play itself');

    const change = side === 'home' ? { homeTeamId: teamId } : { awayTeamId: teamId };
    await tx.update(matchups).set(change).where(eq(matchups.id, id));
    await recordAudit(tx, actor, {
      action: 'matchup.update',
      entity: 'matchups',
      entityId: id,
      before: game,
      after: { ...game, ...change },
    });
  });
}
