import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lotteryEndpoints } from 'shared-contracts/lottery';
import { route } from '../../../plugins/endpoint-route';
import { actorOf, memberOf } from '../../../plugins/access';
import { addLotteryEntry, closeLotteryEntries, openLottery, resetLottery } from './lottery-actions';
import { drawLottery } from './lottery-draw';
import { lotteryView as readLotteryView } from './lottery-view';

/**
 * /api/picks/lottery/{year}: a year's verifiable draft lottery. Every member reads it and may
 * add an entry while it is open; the commissioner opens it, closes entries, draws and resets.
 */
const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, lotteryEndpoints.getLottery, async (request) =>
    readLotteryView(app.db, memberOf(request).leagueId, request.params.year),
  );

  const commissionerActions = [
    [lotteryEndpoints.openLottery, openLottery],
    [lotteryEndpoints.closeLottery, closeLotteryEntries],
    [lotteryEndpoints.drawLottery, drawLottery],
    [lotteryEndpoints.resetLottery, resetLottery],
  ] as const;
  for (const [row, action] of commissionerActions) {
    route(app, row, async (request) => action(app.db, actorOf(request), request.params.year));
  }

  route(app, lotteryEndpoints.enterLottery, async (request) =>
    addLotteryEntry(app.db, actorOf(request), request.params.year, request.body.text),
  );
};

export default lotteryRoutes;
