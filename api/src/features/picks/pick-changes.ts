import { httpErrors } from '@fastify/sensible';
import { type BatchUpdatePicksBody, type DraftPick, type PickChange } from 'shared-contracts';
import { changedSinceMessage } from 'shared-contracts/pick-names';
import type { Database, Transaction } from '../../db/client';
import { type Actor, recordAudit } from '../audit';
import { findActiveLottery, lotteryWaits } from './lottery/lottery-repository';
import { abbreviationsOf, pickName } from './pick-names';
import { lockRoundsOf, type PickRow, toPick, updatePick } from './pick-repository';
import { listTeams } from '../teams';

/** What a change may set; year, round and the original team are the pick's identity. */
type Next = Pick<PickRow, 'currentTeamId' | 'position' | 'isLocked'>;

/** 400 when a change names a different year, round or original team than the pick has. */
function identityProblem(change: PickChange, current: PickRow): string | null {
  const moved = (['year', 'round', 'originalTeamId'] as const).filter(
    (field) => change[field] !== undefined && change[field] !== current[field],
  );
  return moved.length > 0 ? `Pick ${current.id}: ${moved.join(', ')} of a pick cannot change` : null;
}

/**
 * PATCH /api/picks/batch: every change checked against the picks as stored (locked for the
 * transaction), then all written, or none. Answers the changed picks as stored.
 */
export async function batchUpdatePicks(db: Database, actor: Actor, body: BatchUpdatePicksBody): Promise<DraftPick[]> {
  const ids = body.picks.map((change) => change.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) throw httpErrors.badRequest(`Pick ${repeated} is listed twice`);
  const teams = await listTeams(db, actor.leagueId);
  const teamIds = new Set(teams.map((team) => team.id));
  const abbreviation = abbreviationsOf(teams);

  return db.transaction(async (tx) => {
    const rows = await lockRoundsOf(tx, actor.leagueId, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0)
      throw httpErrors.notFound(`Pick${missing.length > 1 ? 's' : ''} not found: ${missing.join(', ')}`);
    refuseStaleChanges(body.picks, byId, abbreviation);

    const next = new Map<number, Next>();
    for (const change of body.picks) {
      const current = byId.get(change.id) as PickRow;
      // A team id naming no team of the league is a missing row (404, docs/api.md §3), told before the pick's rules.
      const stranger = [change.currentTeamId, change.originalTeamId].find(
        (teamId) => teamId !== undefined && !teamIds.has(teamId),
      );
      if (stranger !== undefined)
        throw httpErrors.notFound(`Pick ${current.id}: team ${stranger} is not a team of this league`);
      const identity = identityProblem(change, current);
      if (identity) throw httpErrors.badRequest(identity);
      const wanted: Next = {
        currentTeamId: change.currentTeamId ?? current.currentTeamId,
        position: change.position === undefined ? current.position : change.position,
        isLocked: change.isLocked ?? current.isLocked,
      };
      // docs/decisions.md §8: a locked pick is settled; the only change it takes is being unlocked.
      if (
        current.isLocked &&
        (wanted.currentTeamId !== current.currentTeamId || wanted.position !== current.position)
      ) {
        throw httpErrors.conflict(`${pickName(current, abbreviation)} is locked: unlock it before changing it`);
      }
      if (wanted.isLocked && !current.isLocked && current.round === 1)
        await refuseLockBeforeDraw(tx, actor.leagueId, current, abbreviation);
      next.set(current.id, wanted);
    }
    refuseSharedPositions(rows, next, abbreviation);

    const changed = body.picks.filter((change) => {
      const current = byId.get(change.id) as PickRow;
      const wanted = next.get(change.id) as Next;
      return (
        wanted.currentTeamId !== current.currentTeamId ||
        wanted.position !== current.position ||
        wanted.isLocked !== current.isLocked
      );
    });
    const stored = new Map<number, PickRow>();
    for (const change of changed)
      stored.set(change.id, await updatePick(tx, byId.get(change.id) as PickRow, next.get(change.id) as Next));
    await recordAudit(
      tx,
      actor,
      [...stored.values()].map((after) => ({
        action: 'pick.update',
        entity: 'draft_picks',
        entityId: after.id,
        before: byId.get(after.id),
        after,
      })),
    );
    return ids.map((id) => toPick(stored.get(id) ?? (byId.get(id) as PickRow)));
  });
}

/**
 * 409 when a change was made from a pick that has changed since (docs/api.md §9): another
 * tab's save, the lottery's draw or a trade moved or passed it on, and writing the change
 * would undo that silently. Told first, before rules the stale page would only trip over, and
 * each pick named as the page that sent it shows it.
 */
function refuseStaleChanges(
  changes: PickChange[],
  byId: Map<number, PickRow>,
  abbreviation: (teamId: number) => string,
): void {
  const stale = changes.flatMap((change) => {
    const current = byId.get(change.id) as PickRow;
    const from = change.from;
    if (!from || (from.currentTeamId === current.currentTeamId && from.position === current.position)) return [];
    return [pickName({ ...current, ...from }, abbreviation)];
  });
  if (stale.length > 0) throw httpErrors.conflict(changedSinceMessage(stale));
}

/**
 * 409 when a round-1 pick would be locked while its year's lottery is open or closed: the
 * draw sets every round-1 position, so a lock would only make it fail after members entered.
 */
async function refuseLockBeforeDraw(
  tx: Transaction,
  leagueId: number,
  pick: PickRow,
  abbreviation: (teamId: number) => string,
): Promise<void> {
  const lottery = await findActiveLottery(tx, leagueId, pick.year, true);
  if (lotteryWaits(lottery)) {
    throw httpErrors.conflict(
      `${pickName(pick, abbreviation)} cannot be locked while the ${pick.year} draft lottery waits to be drawn: it sets every round-1 position`,
    );
  }
}

/** 409 when two picks of one year's round would hold one position after the change. */
function refuseSharedPositions(
  rows: PickRow[],
  next: Map<number, Next>,
  abbreviation: (teamId: number) => string,
): void {
  const holder = new Map<string, PickRow>();
  for (const row of rows) {
    // A changed pick stands where the change puts it (maybe nowhere); the others where they are.
    const position = next.has(row.id) ? (next.get(row.id) as Next).position : row.position;
    if (position === null) continue;
    const key = `${row.year}|${row.round}|${position}`;
    const other = holder.get(key);
    if (other) {
      throw httpErrors.conflict(
        // Each pick named as the board shows it now, never by its row id.
        `${pickName(other, abbreviation)} and ${pickName(row, abbreviation)} would both hold position ${position}`,
      );
    }
    holder.set(key, row);
  }
}
