import type { FaabBalance, SetFaabBalancesBody } from 'shared-contracts';
import type { Database, Queryable } from '../../db/client';
import { type Actor, recordAudit } from '../audit';
import { listTeams, refuseRepeatedOrStrangeTeams } from '../teams';
import { insertFaabRow, lockFaabRows, readFaabRows, updateFaabBalance } from './faab-repository';

/**
 * GET /api/faab?season= (member): every team of the league with its FAAB for the season, in
 * team order; a team without a row has $0, which is also what a trade finds for it.
 */
export async function listFaabBalances(db: Queryable, leagueId: number, season: number): Promise<FaabBalance[]> {
  const teams = await listTeams(db, leagueId);
  const balances = new Map((await readFaabRows(db, leagueId, season)).map((row) => [row.teamId, row.balance]));
  return teams.map((team) => ({ teamId: team.id, amount: balances.get(team.id) ?? 0 }));
}

/**
 * PUT /api/faab (commissioner): sets the listed teams' FAAB for the season, all or none, in
 * one transaction, each changed row audited; teams not listed keep theirs. It writes the rows
 * a trade's FAAB reads and moves (league, team, season). 400 for a team listed twice or not of
 * the league, before anything is written. Answers the season's budgets.
 */
export async function setFaabBalances(
  db: Database,
  actor: Actor,
  { season, balances }: SetFaabBalancesBody,
): Promise<FaabBalance[]> {
  await refuseRepeatedOrStrangeTeams(
    db,
    actor.leagueId,
    balances.map((entry) => entry.teamId),
  );
  await db.transaction(async (tx) => {
    const rows = new Map((await lockFaabRows(tx, actor.leagueId, season)).map((row) => [row.teamId, row]));
    const audit = [];
    for (const { teamId, amount } of balances) {
      const before = rows.get(teamId);
      // No row already reads as $0, so setting 0 there writes nothing.
      if ((before?.balance ?? 0) === amount) continue;
      const after = before
        ? await updateFaabBalance(tx, before, amount)
        : await insertFaabRow(tx, { leagueId: actor.leagueId, teamId, season, balance: amount });
      audit.push({
        action: before ? 'faab.update' : 'faab.create',
        entity: 'faab_balances',
        entityId: after.id,
        before: before ?? null,
        after,
      });
    }
    await recordAudit(tx, actor, audit);
  });
  return listFaabBalances(db, actor.leagueId, season);
}
