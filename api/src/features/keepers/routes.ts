import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  declareKeeperBody,
  errorBody,
  keeperPlayerParams,
  keeperRule,
  keeperRuleAnswer,
  keeperRuleBody,
  keeperSeason,
  keeperSeasonParams,
  rolloverBody,
  rolloverResult,
} from 'shared-contracts';
import { actorOf, memberOf } from '../../plugins/access';
import { declareKeeper, readKeeperSeason } from './declarations';
import { type Clock, readKeeperRule, saveKeeperRule } from './keeper-rules';
import { rollOver } from './rollover';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * /api/keepers: the league's keeper season. The rule and the roll-over are the
 * commissioner's; declarations are each manager's for his own team until the deadline.
 * `now` is the clock the deadline is read against (tests inject one).
 */
const keeperRoutes: FastifyPluginAsyncZod<{ now: Clock }> = async (app, { now }) => {
  app.get(
    '/:season/rule',
    {
      schema: {
        summary: "A season's keeper rule (null until the commissioner sets it)",
        tags: ['keepers'],
        params: keeperSeasonParams,
        response: { 200: keeperRuleAnswer, ...errors },
      },
    },
    async (request) => ({ rule: await readKeeperRule(app.db, memberOf(request).leagueId, request.params.season) }),
  );

  app.put(
    '/:season/rule',
    {
      config: { access: 'commissioner' },
      schema: {
        summary: "Set a season's keeper rule (commissioner)",
        tags: ['keepers'],
        params: keeperSeasonParams,
        body: keeperRuleBody,
        response: { 200: keeperRule, ...errors },
      },
    },
    async (request) => saveKeeperRule(app.db, actorOf(request), request.params.season, request.body),
  );

  app.get(
    '/:season',
    {
      schema: {
        summary: "A season's keepers: the rule, the deadline, each team's keepers, their cost and the budget left",
        tags: ['keepers'],
        params: keeperSeasonParams,
        response: { 200: keeperSeason, ...errors },
      },
    },
    async (request) => readKeeperSeason(app.db, memberOf(request).leagueId, request.params.season, now()),
  );

  app.put(
    '/:season/players/:playerId',
    {
      schema: {
        summary: 'Mark or unmark a keeper (a manager: his own team, before the deadline; the commissioner: any team, any time)',
        tags: ['keepers'],
        params: keeperPlayerParams,
        body: declareKeeperBody,
        response: { 200: keeperSeason, ...errors },
      },
    },
    async (request) => declareKeeper(app.db, memberOf(request), request.params.season, request.params.playerId, request.body.isKeeper, now()),
  );

  app.post(
    '/:season/rollover',
    {
      config: { access: 'commissioner' },
      schema: {
        summary: "Create or update next year's book from this season's (commissioner; dryRun writes nothing)",
        tags: ['keepers'],
        params: keeperSeasonParams,
        body: rolloverBody,
        response: { 200: rolloverResult, ...errors },
      },
    },
    async (request) => rollOver(app.db, actorOf(request), request.params.season, request.body.dryRun),
  );
};

export default keeperRoutes;
