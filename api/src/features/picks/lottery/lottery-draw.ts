import { httpErrors } from '@fastify/sensible';
import { type LotteryView } from 'shared-contracts/lottery';
import { drawLotteryOrder, lotterySeed } from 'shared-contracts/lottery-drawing';
import type { Database } from '../../../db/client';
import { type Actor, recordAudit } from '../../audit';
import { pickName, teamAbbreviations } from '../pick-names';
import { lockRoundOne, updatePick } from '../pick-repository';
import { activeLottery } from './lottery-actions';
import { auditedLottery, listEntries, updateLottery } from './lottery-repository';
import { lotteryTeams, lotteryView, teamsWithoutBalls } from './lottery-view';

/**
 * POST /api/picks/lottery/{year}/draw (commissioner), once entries are closed, in one
 * transaction: seed = lotterySeed(secret, entries), the lottery order drawn from it and the
 * balls as they are now (kept with the lottery, so later trades change nothing), teams
 * without balls after it (previous season's standings, worst first), and each round-1 pick
 * of the year placed where its original team stands (whoever holds it keeps it), audited;
 * where they stood before is kept with the lottery, for the board to show until the reveal.
 * 409 before entries are closed, after a draw (until a reset), or when a round-1 pick is locked.
 */
export async function drawLottery(db: Database, actor: Actor, year: number): Promise<LotteryView> {
  await db.transaction(async (tx) => {
    const lottery = await activeLottery(tx, actor.leagueId, year);
    if (lottery.status === 'open')
      throw httpErrors.conflict(`Close entries to the ${year} draft lottery before the draw`);
    if (lottery.status === 'drawn')
      throw httpErrors.conflict(`The ${year} draft lottery has been drawn: reset it to draw again`);

    const picks = await lockRoundOne(tx, actor.leagueId, year);
    if (picks.length === 0) throw httpErrors.conflict(`${year} has no round-1 picks to order`);
    const locked = picks.find((pick) => pick.isLocked);
    // Opening refuses a locked round-1 pick and locking one waits for the draw; this only
    // guards a lock written around the API.
    if (locked)
      throw httpErrors.conflict(
        `${pickName(locked, await teamAbbreviations(tx, actor.leagueId))} is locked: unlock it before the draw`,
      );

    const teams = await lotteryTeams(tx, actor.leagueId, year);
    if (teams.length === 0)
      throw httpErrors.conflict(`No team holds ping pong balls for ${year}: there is nothing to draw`);
    const entries = (await listEntries(tx, [lottery.id])).get(lottery.id) ?? [];
    const lotteryOrder = drawLotteryOrder(
      lotterySeed(
        lottery.secret,
        entries.map((entry) => entry.text),
      ),
      teams,
    );
    const fullOrder = [...lotteryOrder, ...(await teamsWithoutBalls(tx, actor.leagueId, year, teams))];

    const place = new Map(fullOrder.map((teamId, index) => [teamId, index + 1]));
    const moves = [];
    for (const pick of picks) {
      const position = place.get(pick.originalTeamId) ?? null;
      if (position === pick.position) continue;
      const after = await updatePick(tx, pick, { currentTeamId: pick.currentTeamId, isLocked: false, position });
      // Its own action, not a commissioner's 'pick.update': the draw placed the pick, and the
      // league's feed tells of the draw, not of each pick it moved (docs/api.md §18).
      moves.push({ action: 'lottery.place', entity: 'draft_picks', entityId: pick.id, before: pick, after });
    }
    const positionsBefore = picks.map((pick) => ({ pickId: pick.id, position: pick.position }));
    const after = await updateLottery(tx, lottery, {
      status: 'drawn',
      drawnAt: new Date(),
      teams,
      lotteryOrder,
      fullOrder,
      positionsBefore,
    });
    await recordAudit(tx, actor, [
      {
        action: 'lottery.draw',
        entity: 'draft_lotteries',
        entityId: lottery.id,
        before: auditedLottery(lottery),
        after: auditedLottery(after),
      },
      ...moves,
    ]);
  });
  return lotteryView(db, actor.leagueId, year);
}
