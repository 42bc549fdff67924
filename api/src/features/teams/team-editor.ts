import { httpErrors } from '@fastify/sensible';
import { and, count, eq, exists, ne, or, sql } from 'drizzle-orm';
import type { Team } from 'shared-contracts';
import type { CreateTeamBody, UpdateTeamBody } from 'shared-contracts/league-setup';
import { sameName } from 'shared-contracts/name-compare';
import type { Database, Queryable } from '../../db/client';
import { draftPicks, faabBalances, matchups, pingPongBalls, players, teams, trades, tradeTeams } from '../../db/schema';
import { recordAudit, type Actor } from '../audit';
import { deriveAbbreviation } from './abbreviation';

type TeamRow = typeof teams.$inferSelect;

async function leagueTeam(tx: Queryable, actor: Actor, teamId: number): Promise<TeamRow> {
  const [team] = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.leagueId, actor.leagueId)))
    .for('update');
  if (!team) throw httpErrors.notFound(`Team ${teamId} not found`);
  return team;
}

/** 409 when another team of the league already goes by `abbreviation`. */
async function assertAbbreviationFree(
  tx: Queryable,
  actor: Actor,
  abbreviation: string,
  exceptTeamId: number | null,
): Promise<void> {
  const [holder] = await tx
    .select({ name: teams.name })
    .from(teams)
    .where(
      and(
        eq(teams.leagueId, actor.leagueId),
        eq(teams.abbreviation, abbreviation),
        exceptTeamId === null ? undefined : ne(teams.id, exceptTeamId),
      ),
    );
  if (holder) throw httpErrors.conflict(`The abbreviation ${abbreviation} is already ${holder.name}'s`);
}

/**
 * 409 when another team of the league already goes by `name`, or by a name that looks the
 * same (another letter case, a fullwidth or compatibility form, an invisible character, letters
 * Unicode's confusable skeletons read as the same: docs/api.md §4).
 */
async function assertNameFree(tx: Queryable, actor: Actor, name: string, exceptTeamId: number | null): Promise<void> {
  const others = await tx
    .select({ name: teams.name })
    .from(teams)
    .where(and(eq(teams.leagueId, actor.leagueId), exceptTeamId === null ? undefined : ne(teams.id, exceptTeamId)));
  const holder = others.find((other) => sameName(other.name, name));
  if (holder) throw httpErrors.conflict(`A team named ${holder.name} already exists`);
}

/** A written row as answers show it: the provider's key is `yahooTeamKey` there, as the spec names it. */
const asTeam = (row: TeamRow): Team => ({
  id: row.id,
  name: row.name,
  displayName: row.displayName,
  abbreviation: row.abbreviation,
  yahooTeamKey: row.providerTeamKey,
  logoUrl: row.logoUrl,
});

/** A new team; its abbreviation, unless given, derived from its name and unique in the league. */
export async function createTeam(db: Database, actor: Actor, body: CreateTeamBody): Promise<Team> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, actor, body.name, null);
    let abbreviation = body.abbreviation;
    if (abbreviation) await assertAbbreviationFree(tx, actor, abbreviation, null);
    else
      abbreviation = deriveAbbreviation(
        body.name,
        (
          await tx.select({ abbreviation: teams.abbreviation }).from(teams).where(eq(teams.leagueId, actor.leagueId))
        ).map((row) => row.abbreviation),
      );
    const [created] = await tx
      .insert(teams)
      .values({ leagueId: actor.leagueId, name: body.name, displayName: body.displayName ?? body.name, abbreviation })
      .returning();
    if (!created) throw new Error('the team was not created');
    await recordAudit(tx, actor, {
      action: 'team.create',
      entity: 'teams',
      entityId: created.id,
      before: null,
      after: created,
    });
    return asTeam(created);
  });
}

/** Renames a team, or changes its manager's name or its abbreviation (unique in the league). */
export async function updateTeam(db: Database, actor: Actor, teamId: number, body: UpdateTeamBody): Promise<Team> {
  return db.transaction(async (tx) => {
    const team = await leagueTeam(tx, actor, teamId);
    if (body.name !== undefined) await assertNameFree(tx, actor, body.name, team.id);
    if (body.abbreviation && body.abbreviation !== team.abbreviation)
      await assertAbbreviationFree(tx, actor, body.abbreviation, team.id);
    // A team added without a manager's name shows its own name as the manager's: a rename
    // carries that along, as long as no manager's name was given since (or now).
    const changes =
      body.name !== undefined && body.displayName === undefined && team.displayName === team.name
        ? { ...body, displayName: body.name }
        : body;
    const [updated] = await tx
      .update(teams)
      .set(changes)
      .where(and(eq(teams.leagueId, team.leagueId), eq(teams.id, team.id)))
      .returning();
    if (!updated) throw new Error('the team was not updated');
    await recordAudit(tx, actor, {
      action: 'team.update',
      entity: 'teams',
      entityId: team.id,
      before: team,
      after: updated,
    });
    return asTeam(updated);
  });
}

/**
 * Removes a team that has no history: no games, draft picks, trades or players. A team with
 * any can only be renamed. Its empty ball and FAAB rows go with it; a manager of it keeps
 * their membership without a team.
 */
export async function removeTeam(db: Database, actor: Actor, teamId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const team = await leagueTeam(tx, actor, teamId);
    const history = await historyOf(tx, team.id);
    if (history.length > 0) {
      throw httpErrors.conflict(`${team.name} has ${history.join(', ')} and cannot be removed; rename it instead`);
    }
    const balls = await tx.delete(pingPongBalls).where(eq(pingPongBalls.teamId, team.id)).returning();
    const faab = await tx.delete(faabBalances).where(eq(faabBalances.teamId, team.id)).returning();
    await tx.delete(teams).where(and(eq(teams.leagueId, team.leagueId), eq(teams.id, team.id)));
    await recordAudit(tx, actor, [
      ...balls.map((row) => ({
        action: 'ping_pong_ball.delete',
        entity: 'ping_pong_balls',
        entityId: row.id,
        before: row,
        after: null,
      })),
      ...faab.map((row) => ({
        action: 'faab.delete',
        entity: 'faab_balances',
        entityId: row.id,
        before: row,
        after: null,
      })),
      { action: 'team.delete', entity: 'teams', entityId: team.id, before: team, after: null },
    ]);
  });
}

/**
 * What ties a team to the league's history, named for the refusal ('games', 'players', …).
 * One question at a time: inside a transaction they share one connection, where asking
 * them at once only queues them (which pg deprecates).
 */
async function historyOf(tx: Queryable, teamId: number): Promise<string[]> {
  const questions: Array<[string, PromiseLike<Array<{ rows: number }>>]> = [
    [
      'games',
      tx
        .select({ rows: count() })
        .from(matchups)
        .where(or(eq(matchups.homeTeamId, teamId), eq(matchups.awayTeamId, teamId))),
    ],
    [
      'draft picks',
      tx
        .select({ rows: count() })
        .from(draftPicks)
        .where(or(eq(draftPicks.originalTeamId, teamId), eq(draftPicks.currentTeamId, teamId))),
    ],
    [
      'trades',
      tx
        .select({ rows: count() })
        .from(trades)
        .where(
          or(
            eq(trades.proposedByTeamId, teamId),
            eq(trades.proposedToTeamId, teamId),
            // A third or fourth team of a trade is named only among the trade's teams.
            exists(
              tx
                .select({ one: sql`1` })
                .from(tradeTeams)
                .where(
                  and(
                    eq(tradeTeams.leagueId, trades.leagueId),
                    eq(tradeTeams.tradeId, trades.id),
                    eq(tradeTeams.teamId, teamId),
                  ),
                ),
            ),
          ),
        ),
    ],
    ['players', tx.select({ rows: count() }).from(players).where(eq(players.teamId, teamId))],
  ];
  const found: string[] = [];
  // A drizzle query runs when it is awaited, so these run in turn.
  for (const [label, query] of questions) if (((await query)[0]?.rows ?? 0) > 0) found.push(label);
  return found;
}
