import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoint-route';
import { actorOf, memberOf } from '../../plugins/access';
import { readKeeperBoard } from './board';
import { declareKeeper, readKeeperSeason } from './declarations';
import { type Clock, readKeeperRule, saveKeeperRule } from './keeper-rules';
import { rollOver } from './rollover';
import { keeperEndpoints } from 'shared-contracts/keepers';

/**
 * /api/keepers: the league's keeper season. The rule and the roll-over are the
 * commissioner's; declarations are each manager's for his own team until the deadline.
 * `now` is the clock the deadline is read against (tests inject one).
 */
const keeperRoutes: FastifyPluginAsyncZod<{ now: Clock }> = async (app, { now }) => {
  route(app, keeperEndpoints.getKeeperRule, async (request) => ({
    rule: await readKeeperRule(app.db, memberOf(request).leagueId, request.params.season),
  }));

  route(app, keeperEndpoints.setKeeperRule, async (request) =>
    saveKeeperRule(app.db, actorOf(request), request.params.season, request.body),
  );

  route(app, keeperEndpoints.getKeeperSeason, async (request) =>
    readKeeperSeason(app.db, memberOf(request).leagueId, request.params.season, now()),
  );

  route(app, keeperEndpoints.getKeeperBoard, async (request) =>
    readKeeperBoard(app.db, memberOf(request).leagueId, request.params.season),
  );

  route(app, keeperEndpoints.markKeeper, async (request) =>
    declareKeeper(
      app.db,
      memberOf(request),
      request.params.season,
      request.params.playerId,
      request.body.isKeeper,
      now(),
    ),
  );

  route(app, keeperEndpoints.rollOverKeepers, async (request) =>
    rollOver(app.db, actorOf(request), request.params.season, request.body.dryRun),
  );
};

export default keeperRoutes;
