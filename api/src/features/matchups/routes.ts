import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { route } from '../../plugins/endpoint-route';
import { memberOf } from '../../plugins/access';
import type { ProviderRegistry } from '../provider';
import { seasonStandings } from '../teams';
import { readMatchupDetail } from './matchup-detail';
import { seasonMatchups, weekMatchups } from './matchup-repository';

/** /api/matchups: standings and games as the dashboard reads them (snake_case where docs/product.md §5 says so). */
const matchupRoutes: FastifyPluginAsyncZod<{ providers: ProviderRegistry }> = async (app, { providers }) => {
  route(app, endpoints.getStandings, async (request) => ({
    teams: await seasonStandings(app.db, memberOf(request).leagueId, request.params.season),
  }));

  route(app, endpoints.getWeekMatchups, async (request) => ({
    matchups: await weekMatchups(app.db, memberOf(request).leagueId, request.query.season, request.params.week),
  }));

  route(app, endpoints.getSeasonMatchups, async (request) => ({
    matchups: await seasonMatchups(app.db, memberOf(request).leagueId, request.params.season),
  }));

  route(app, endpoints.getMatchup, async (request) =>
    readMatchupDetail(app.db, providers, memberOf(request).leagueId, request.params.id, request.log),
  );
};

export default matchupRoutes;
