import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authUrlAnswer,
  errorBody,
  followLeagueBody,
  linkTeamBody,
  providerLeagueList,
  providerResult,
  providerTeamList,
  verifyCodeBody,
  weekScores,
  yahooRoster,
  yahooRosterParams,
  yahooRosterQuery,
} from 'shared-contracts';
import { actorOf, memberOf } from '../../plugins/access';
import { recordAudit } from '../audit';
import type { FantasyProvider } from './provider';
import importRoutes from './import/routes';
import { ProviderError } from './provider-error';
import { linkedTeams, linkTeam } from './team-links';

export type YahooRoutesOptions = { provider: FantasyProvider };

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody, 502: errorBody };

/**
 * /api/yahoo: connecting the league to its provider (commissioner), linking teams, and
 * reading rosters and week scores (members). A provider failure is a ProviderError that the
 * error handler answers as `{message}` with 409 (not set up or connected), 429 (cooling down
 * after a rate limit) or 502 (the provider failed); only the two calls whose answer is a
 * result report it as `{success: false, message}`.
 */
const yahooRoutes: FastifyPluginAsyncZod<YahooRoutesOptions> = async (app, { provider }) => {
  const name = provider.displayName;
  await app.register(importRoutes, { prefix: '/import', provider });

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

  app.get(
    '/oauth/request-token',
    {
      config: { access: 'commissioner' },
      schema: { summary: `The ${name} authorization page to open`, tags: ['yahoo'], response: { 200: authUrlAnswer, ...failures } },
    },
    async () => ({ authUrl: provider.authorizationUrl() }),
  );

  app.post(
    '/oauth/verify-code',
    {
      config: { access: 'commissioner' },
      schema: {
        summary: `Exchange the code ${name} showed for the league's tokens`,
        tags: ['yahoo'],
        body: verifyCodeBody,
        response: { 200: providerResult, ...failures },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return result(request, async () => {
        await provider.connect(actor.leagueId, request.body.code);
        await recordAudit(app.db, actor, { action: 'provider.connect', entity: 'provider_connections', entityId: null, before: null, after: { provider: provider.id } });
        return `Successfully authenticated with ${name}!`;
      });
    },
  );

  app.get(
    '/test-connection',
    { schema: { summary: `Check the stored ${name} authorization with a call`, tags: ['yahoo'], response: { 200: providerResult, ...failures } } },
    async (request) => result(request, () => provider.testConnection(memberOf(request).leagueId)),
  );

  app.get(
    '/leagues',
    // The connected account's leagues are the commissioner's own, like the rest of OAuth.
    { config: { access: 'commissioner' }, schema: { summary: `The connected account's ${name} NFL leagues`, tags: ['yahoo'], response: { 200: providerLeagueList, ...failures } } },
    async (request) => provider.leagues(memberOf(request).leagueId),
  );

  app.put(
    '/league',
    {
      config: { access: 'commissioner' },
      schema: { summary: `Choose the ${name} league the app follows`, tags: ['yahoo'], body: followLeagueBody, response: { 200: providerResult, ...failures } },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/teams',
    { schema: { summary: `The followed ${name} league's teams, with the local team linked to each`, tags: ['yahoo'], response: { 200: providerTeamList, ...failures } } },
    async (request) => {
      const { leagueId } = memberOf(request);
      const [teams, links] = await Promise.all([provider.teams(leagueId), linkedTeams(app.db, leagueId)]);
      return teams.map((team) => ({ name: team.name, team_key: team.teamKey, manager: team.manager, local_team_id: links.get(team.teamKey) ?? null }));
    },
  );

  app.post(
    '/link-team',
    {
      config: { access: 'commissioner' },
      schema: { summary: `Link a local team to a ${name} team (unlinking its previous holder)`, tags: ['yahoo'], body: linkTeamBody, response: { 200: providerResult, ...failures, 404: errorBody } },
    },
    async (request) => {
      const { yahooTeamKey, teamId } = request.body;
      const outcome = await linkTeam(app.db, actorOf(request), teamId, yahooTeamKey);
      const moved = outcome.previousHolder ? ` (unlinked from ${outcome.previousHolder.name})` : '';
      return { success: true, message: `Linked ${outcome.team.name} to ${name} team ${yahooTeamKey}${moved}` };
    },
  );

  // A team's week, two ways: its roster, and its players' points and stats.
  const weekReads = [
    { path: '/roster/:yahooTeamKey/:week', response: yahooRoster, read: provider.roster.bind(provider), summary: `A ${name} team's roster in a week` },
    { path: '/stats/:yahooTeamKey/:week', response: weekScores, read: provider.weekScores.bind(provider), summary: `A ${name} team's players' points and stats in a week, by ${name} player id` },
  ] as const;
  for (const { path, response, read, summary } of weekReads) {
    app.get(
      path,
      {
        schema: {
          summary: `${summary} (?season= reads that season's league, same team id)`,
          tags: ['yahoo'],
          params: yahooRosterParams,
          querystring: yahooRosterQuery,
          response: { 200: response, ...failures },
        },
      },
      async (request) => read(memberOf(request).leagueId, request.params.yahooTeamKey, request.params.week, request.query.season),
    );
  }
};

export default yahooRoutes;
