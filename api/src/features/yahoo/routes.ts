import type { FastifyReply } from 'fastify';
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
import { memberOf } from '../../plugins/access';
import { recordAudit } from '../audit/audit-repository';
import type { FantasyProvider } from './provider';
import { ProviderError, statusOf } from './provider-error';
import { linkedTeams, linkTeam } from './team-links';

export type YahooRoutesOptions = { provider: FantasyProvider };

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody, 502: errorBody };

/**
 * /api/yahoo: connecting the league to its provider (commissioner), linking teams, and
 * reading rosters and week scores (members). Provider failures answer `{message}` with 409
 * (not set up or connected), 429 (cooling down after a rate limit) or 502 (the provider
 * failed), or `{success: false, message}` on the calls that report success.
 */
const yahooRoutes: FastifyPluginAsyncZod<YahooRoutesOptions> = async (app, { provider }) => {
  const name = provider.displayName;

  /** A provider failure, logged (its message never holds a token); anything else goes to the error handler. */
  const providerFailure = (reply: FastifyReply, error: unknown): ProviderError => {
    if (!(error instanceof ProviderError)) throw error;
    reply.log.warn({ provider: provider.id, kind: error.kind, reason: error.message }, 'provider call failed');
    return error;
  };
  /** Sends a provider failure as `{message}`. */
  const fail = (reply: FastifyReply, caught: unknown) => {
    const error = providerFailure(reply, caught);
    if (error.retryAt) reply.header('retry-after', Math.max(1, Math.ceil((error.retryAt.getTime() - Date.now()) / 1000)));
    return reply.code(statusOf(error)).send({ message: error.message });
  };
  /** The same failure as `{success: false, message}`. */
  const report = (reply: FastifyReply, caught: unknown) => ({ success: false, message: providerFailure(reply, caught).message });

  app.get(
    '/oauth/request-token',
    {
      config: { access: 'commissioner' },
      schema: { summary: `The ${name} authorization page to open`, tags: ['yahoo'], response: { 200: authUrlAnswer, ...failures } },
    },
    async (_request, reply) => {
      try {
        return { authUrl: provider.authorizationUrl() };
      } catch (error) {
        return fail(reply, error);
      }
    },
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
    async (request, reply) => {
      const member = memberOf(request);
      try {
        await provider.connect(member.leagueId, request.body.code);
      } catch (error) {
        return report(reply, error);
      }
      await recordAudit(app.db, { leagueId: member.leagueId, userId: member.userId }, {
        action: 'provider.connect',
        entity: 'provider_connections',
        entityId: null,
        before: null,
        after: { provider: provider.id },
      });
      return { success: true, message: `Successfully authenticated with ${name}!` };
    },
  );

  app.get(
    '/test-connection',
    { schema: { summary: `Check the stored ${name} authorization with a call`, tags: ['yahoo'], response: { 200: providerResult, ...failures } } },
    async (request, reply) => {
      try {
        return { success: true, message: await provider.testConnection(memberOf(request).leagueId) };
      } catch (error) {
        return report(reply, error);
      }
    },
  );

  app.get(
    '/leagues',
    { schema: { summary: `The connected account's ${name} NFL leagues`, tags: ['yahoo'], response: { 200: providerLeagueList, ...failures } } },
    async (request, reply) => {
      try {
        return await provider.leagues(memberOf(request).leagueId);
      } catch (error) {
        return fail(reply, error);
      }
    },
  );

  app.put(
    '/league',
    {
      config: { access: 'commissioner' },
      schema: { summary: `Choose the ${name} league the app follows`, tags: ['yahoo'], body: followLeagueBody, response: { 200: providerResult, ...failures } },
    },
    async (request, reply) => {
      const member = memberOf(request);
      try {
        const league = await provider.followLeague(member.leagueId, request.body.leagueKey);
        await recordAudit(app.db, { leagueId: member.leagueId, userId: member.userId }, {
          action: 'provider.follow',
          entity: 'provider_connections',
          entityId: null,
          before: null,
          after: { provider: provider.id, leagueKey: league.leagueKey },
        });
        return { success: true, message: `Following ${league.name} (${league.season}).` };
      } catch (error) {
        return fail(reply, error);
      }
    },
  );

  app.get(
    '/teams',
    { schema: { summary: `The followed ${name} league's teams, with the local team linked to each`, tags: ['yahoo'], response: { 200: providerTeamList, ...failures } } },
    async (request, reply) => {
      const { leagueId } = memberOf(request);
      try {
        const [teams, links] = await Promise.all([provider.teams(leagueId), linkedTeams(app.db, leagueId)]);
        return teams.map((team) => ({ name: team.name, team_key: team.teamKey, manager: team.manager, local_team_id: links.get(team.teamKey) ?? null }));
      } catch (error) {
        return fail(reply, error);
      }
    },
  );

  app.post(
    '/link-team',
    {
      config: { access: 'commissioner' },
      schema: { summary: `Link a local team to a ${name} team (unlinking its previous holder)`, tags: ['yahoo'], body: linkTeamBody, response: { 200: providerResult, ...failures, 404: errorBody } },
    },
    async (request) => {
      const member = memberOf(request);
      const { yahooTeamKey, teamId } = request.body;
      const outcome = await linkTeam(app.db, { leagueId: member.leagueId, userId: member.userId }, teamId, yahooTeamKey);
      if (!outcome) throw app.httpErrors.notFound(`Team ${teamId} not found`);
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
      async (request, reply) => {
        try {
          return await read(memberOf(request).leagueId, request.params.yahooTeamKey, request.params.week, request.query.season);
        } catch (error) {
          return fail(reply, error);
        }
      },
    );
  }
};

export default yahooRoutes;
