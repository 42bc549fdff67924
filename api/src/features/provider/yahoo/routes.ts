import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setupEndpoints, toYahooRosterPlayer } from 'shared-contracts/provider-setup';
import { route } from '../../../plugins/endpoint-route';
import { actorOf, memberOf } from '../../../plugins/access';
import { recordAudit } from '../../audit';
import type { YahooProvider } from './yahoo-provider';
import { ProviderError } from '../provider-error';
import { linkedTeams, linkTeam } from './team-links';

export type YahooRoutesOptions = { provider: YahooProvider };

/**
 * /api/yahoo: connecting the league to its provider (commissioner), linking teams, and
 * reading rosters and week scores (members). A provider failure is a ProviderError that the
 * error handler answers as `{message}` with 409 (not set up or connected), 429 (cooling down
 * after a rate limit) or 502 (the provider failed); only the two calls whose answer is a
 * result report it as `{success: false, message}`.
 */
const yahooRoutes: FastifyPluginAsyncZod<YahooRoutesOptions> = async (app, { provider }) => {
  const name = provider.displayName;

  /**
   * `{success: true, message}` from `work`, or a provider failure as `{success: false, message, reason}`,
   * logged (its message never holds a token). Anything else goes to the error handler.
   */
  const result = async (request: FastifyRequest, work: () => Promise<string>) => {
    try {
      return { success: true, message: await work() };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      request.log.warn({ provider: provider.id, kind: error.kind, reason: error.message }, 'provider call failed');
      return { success: false, message: error.message, reason: error.kind };
    }
  };

  route(app, setupEndpoints.requestYahooAuthUrl, async () => ({ authUrl: provider.authorizationUrl() }));

  route(app, setupEndpoints.verifyYahooCode, async (request) => {
    const actor = actorOf(request);
    return result(request, async () => {
      await provider.connect(actor.leagueId, request.body.code);
      await recordAudit(app.db, actor, {
        action: 'provider.connect',
        entity: 'provider_connections',
        entityId: null,
        before: null,
        after: { provider: provider.id },
      });
      return `Successfully authenticated with ${name}!`;
    });
  });

  route(app, setupEndpoints.testYahooConnection, async (request) =>
    result(request, () => provider.testConnection(memberOf(request).leagueId)),
  );

  // The connected account's leagues are the commissioner's own, like the rest of OAuth.
  route(app, setupEndpoints.listYahooLeagues, async (request) => provider.leagues(memberOf(request).leagueId));

  route(app, setupEndpoints.followYahooLeague, async (request) => {
    const actor = actorOf(request);
    const league = await provider.followLeague(actor.leagueId, request.body.leagueKey);
    await recordAudit(app.db, actor, {
      action: 'provider.follow',
      entity: 'provider_connections',
      entityId: null,
      before: null,
      after: { provider: provider.id, leagueKey: league.leagueKey },
    });
    return { success: true, message: `Following ${league.name} (${league.season}).` };
  });

  route(app, setupEndpoints.listYahooTeams, async (request) => {
    const { leagueId } = memberOf(request);
    const [teams, links] = await Promise.all([provider.teams(leagueId), linkedTeams(app.db, leagueId)]);
    return teams.map((team) => ({
      name: team.name,
      team_key: team.teamKey,
      manager: team.manager,
      local_team_id: links.get(team.teamKey) ?? null,
    }));
  });

  route(app, setupEndpoints.linkYahooTeam, async (request) => {
    const { yahooTeamKey, teamId } = request.body;
    const outcome = await linkTeam(app.db, actorOf(request), teamId, yahooTeamKey);
    const moved = outcome.previousHolder ? ` (unlinked from ${outcome.previousHolder.name})` : '';
    return { success: true, message: `Linked ${outcome.team.name} to ${name} team ${yahooTeamKey}${moved}` };
  });

  // A team's week, two ways: its roster, in the Yahoo words the product spec names
  // (docs/product.md §5), and its players' points and stats, keyed by Yahoo player id.
  route(app, setupEndpoints.getYahooRoster, async (request) => {
    const { yahooTeamKey, week } = request.params;
    const roster = await provider.roster(memberOf(request).leagueId, yahooTeamKey, week, request.query.season);
    return roster.map((player) => toYahooRosterPlayer(player, week));
  });

  route(app, setupEndpoints.getYahooWeekScores, async (request) =>
    provider.weekScores(
      memberOf(request).leagueId,
      request.params.yahooTeamKey,
      request.params.week,
      request.query.season,
    ),
  );
};

export default yahooRoutes;
