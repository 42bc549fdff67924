import { httpErrors } from '@fastify/sensible';
import type { PingPongBallEntry, SetPingPongBallsBody } from 'shared-contracts';
import type { Database, Transaction } from '../../db/client';
import { type Actor, recordAudit } from '../audit';
import {
  ballsHeldMessage,
  findActiveLottery,
  insertBallRow,
  listPingPongBalls,
  lockBallRows,
  lotteryWaits,
  updateBallQuantity,
} from '../picks';
import { refuseRepeatedOrStrangeTeams } from '../teams';

/**
 * PUT /api/ping-pong-balls (commissioner): sets the listed teams' balls for the year, all or
 * none, in one transaction, each changed row audited; teams not listed keep theirs. 400 for a
 * team listed twice or not of the league; 409 while the year's lottery is open or closed,
 * because its published odds are the ones the draw must use. Answers the year's balls.
 */
export async function setPingPongBalls(
  db: Database,
  actor: Actor,
  { year, balls }: SetPingPongBallsBody,
): Promise<PingPongBallEntry[]> {
  await refuseRepeatedOrStrangeTeams(
    db,
    actor.leagueId,
    balls.map((entry) => entry.teamId),
  );
  await db.transaction(async (tx) => {
    await refuseWhileLotteryWaits(tx, actor.leagueId, year);
    const rows = new Map((await lockBallRows(tx, actor.leagueId, year)).map((row) => [row.teamId, row]));
    const audit = [];
    for (const { teamId, quantity } of balls) {
      const before = rows.get(teamId);
      if (before?.quantity === quantity) continue;
      const after = before
        ? await updateBallQuantity(tx, before, quantity)
        : await insertBallRow(tx, { leagueId: actor.leagueId, teamId, year, quantity });
      audit.push({
        action: before ? 'ping_pong_ball.update' : 'ping_pong_ball.create',
        entity: 'ping_pong_balls',
        entityId: after.id,
        before: before ?? null,
        after,
      });
    }
    await recordAudit(tx, actor, audit);
  });
  return listPingPongBalls(db, actor.leagueId, year);
}

async function refuseWhileLotteryWaits(tx: Transaction, leagueId: number, year: number): Promise<void> {
  const lottery = await findActiveLottery(tx, leagueId, year, true);
  if (lotteryWaits(lottery)) {
    const message = ballsHeldMessage(year, lottery.status);
    throw httpErrors.conflict(message.charAt(0).toUpperCase() + message.slice(1));
  }
}
