import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addLotteryEntryBody, errorBody, lotteryParams, lotteryView } from 'shared-contracts';
import { actorOf, memberOf } from '../../../plugins/access';
import { addLotteryEntry, closeLotteryEntries, openLottery, resetLottery } from './lottery-actions';
import { drawLottery } from './lottery-draw';
import { lotteryView as readLotteryView } from './lottery-view';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * /api/picks/lottery/{year}: a year's verifiable draft lottery. Every member reads it and may
 * add an entry while it is open; the commissioner opens it, closes entries, draws and resets.
 */
const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:year',
    {
      schema: {
        summary: "A year's draft lottery: exact odds, commitment, entries, result, and reset lotteries",
        tags: ['picks'],
        params: lotteryParams,
        response: { 200: lotteryView, ...refusals },
      },
    },
    async (request) => readLotteryView(app.db, memberOf(request).leagueId, request.params.year),
  );

  const commissionerAction = (path: string, summary: string, action: typeof openLottery) =>
    app.post(
      `/:year/${path}`,
      {
        config: { access: 'commissioner' },
        schema: { summary: `${summary} (commissioner)`, tags: ['picks'], params: lotteryParams, response: { 200: lotteryView, ...refusals } },
      },
      async (request) => action(app.db, actorOf(request), request.params.year),
    );
  commissionerAction('open', 'Open the lottery: store a secret seed and publish its SHA-256', openLottery);
  commissionerAction('close', 'Close entries', closeLotteryEntries);
  commissionerAction('draw', 'Draw the lottery and set the round-1 positions, in one transaction', drawLottery);
  commissionerAction('reset', 'Set the lottery aside (kept as history) so it can run again', resetLottery);

  app.post(
    '/:year/entries',
    {
      schema: {
        summary: 'Add an entropy string to the open lottery (any member)',
        tags: ['picks'],
        params: lotteryParams,
        body: addLotteryEntryBody,
        response: { 200: lotteryView, ...refusals },
      },
    },
    async (request) => addLotteryEntry(app.db, actorOf(request), request.params.year, request.body.text),
  );
};

export default lotteryRoutes;
