import { httpErrors } from '@fastify/sensible';
import { and, asc, eq, sql } from 'drizzle-orm';
import { keeperCost } from 'shared-contracts/keeper-cost';
import type { Database, Queryable } from '../../db/client';
import { players } from '../../db/schema';
import { recordAudit } from '../audit';
import type { Member } from '../league';
import { type PlayerRow } from '../players';
import { listTeams } from '../teams';
import { type Clock, deadlineHasPassed, deadlineInWords, requireKeeperRule } from './keeper-rules';
import { findKeeperRule, type KeeperRuleRow, toKeeperRule } from './keeper-rule-repository';
import { type KeeperSeason, type TeamKeepers } from 'shared-contracts/keepers';

/** The keepers declared on a season's book, with their cost next year, team by team. */
export async function readKeeperSeason(
  db: Queryable,
  leagueId: number,
  season: number,
  now: Date,
): Promise<KeeperSeason> {
  const [rule, leagueTeams, declared] = await Promise.all([
    findKeeperRule(db, leagueId, season),
    listTeams(db, leagueId),
    db
      .select()
      .from(players)
      .where(and(eq(players.leagueId, leagueId), eq(players.year, season), eq(players.isKeeper, true)))
      .orderBy(asc(sql`lower(${players.name})`), asc(players.id)),
  ]);
  const teams: TeamKeepers[] = leagueTeams.map((team) => {
    const keepers = declared
      .filter((row) => row.teamId === team.id)
      .map((row) => ({
        playerId: row.id,
        name: row.name,
        position: row.position,
        cost: rule ? keeperCost(row, rule).cost : null,
      }));
    const totalCost = keepers.reduce((sum, keeper) => sum + (keeper.cost ?? 0), 0);
    return {
      teamId: team.id,
      teamName: team.name,
      keepers,
      totalCost,
      budgetLeft: (rule?.auctionBudget ?? 0) - totalCost,
    };
  });
  return {
    season,
    rule: rule ? toKeeperRule(rule) : null,
    deadlinePassed: rule ? deadlineHasPassed(rule, now) : false,
    teams,
  };
}

async function lockPlayer(
  db: Queryable,
  leagueId: number,
  season: number,
  playerId: number,
): Promise<PlayerRow | null> {
  const [row] = await db
    .select()
    .from(players)
    .where(and(eq(players.leagueId, leagueId), eq(players.year, season), eq(players.id, playerId)))
    .for('update');
  return row ?? null;
}

/** A team's declared keepers in a season, locked: two declarations at once cannot both pass the limit. */
async function lockTeamKeepers(db: Queryable, leagueId: number, season: number, teamId: number): Promise<PlayerRow[]> {
  return db
    .select()
    .from(players)
    .where(
      and(
        eq(players.leagueId, leagueId),
        eq(players.year, season),
        eq(players.teamId, teamId),
        eq(players.isKeeper, true),
      ),
    )
    .orderBy(asc(players.id))
    .for('update');
}

/** Every refusal a declaration may meet, in the order a person would want to hear them. */
function refuseDeclaration(member: Member, rule: KeeperRuleRow, player: PlayerRow, isKeeper: boolean, now: Date): void {
  const commissioner = member.role === 'commissioner';
  if (!commissioner && (member.teamId === null || player.teamId !== member.teamId)) {
    throw httpErrors.forbidden(`${player.name} is not on your team: a manager declares keepers on his own team only`);
  }
  if (!commissioner && deadlineHasPassed(rule, now)) {
    throw httpErrors.conflict(
      `The keeper deadline (${deadlineInWords(rule)}) has passed: only the commissioner can change keepers now`,
    );
  }
  if (!isKeeper) return;
  const { eligible, reason } = keeperCost(player, rule);
  if (!eligible) throw httpErrors.conflict(`${player.name} cannot be kept: ${reason}`);
}

/**
 * PUT /api/keepers/{season}/players/{playerId}: marks or unmarks a keeper. A manager, his
 * own team's players before the deadline; the commissioner, any team at any time. Eligibility
 * and the team's limit hold for both. Audited.
 */
export async function declareKeeper(
  db: Database,
  member: Member,
  season: number,
  playerId: number,
  isKeeper: boolean,
  now: Date,
): Promise<KeeperSeason> {
  await db.transaction(async (tx) => {
    const rule = await requireKeeperRule(tx, member.leagueId, season);
    const player = await lockPlayer(tx, member.leagueId, season, playerId);
    if (!player) throw httpErrors.notFound(`Player ${playerId} is not in the ${season} book`);
    refuseDeclaration(member, rule, player, isKeeper, now);
    if (player.isKeeper === isKeeper) return;
    if (isKeeper && player.teamId !== null) {
      const declared = await lockTeamKeepers(tx, member.leagueId, season, player.teamId);
      if (declared.length >= rule.maxKeepersPerTeam) {
        throw httpErrors.conflict(
          `A team may keep at most ${rule.maxKeepersPerTeam} ${rule.maxKeepersPerTeam === 1 ? 'player' : 'players'}: unmark one before adding ${player.name}`,
        );
      }
    }
    const [after] = await tx
      .update(players)
      .set({ isKeeper })
      .where(and(eq(players.leagueId, player.leagueId), eq(players.id, player.id)))
      .returning();
    await recordAudit(tx, member, {
      action: isKeeper ? 'player.keep' : 'player.release',
      entity: 'players',
      entityId: player.id,
      before: player,
      after,
    });
  });
  return readKeeperSeason(db, member.leagueId, season, now);
}

export type { Clock };
