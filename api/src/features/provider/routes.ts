import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endpoints,
  espnTeamKey,
  providerNames,
  sleeperTeamKey,
  yahooTeamKey,
  type ProviderId,
  type ProviderStatus,
} from 'shared-contracts';
import { setupEndpoints } from 'shared-contracts/provider-setup';
import type { Database } from '../../db/client';
import { route } from '../../plugins/endpoint-route';
import { actorOf, memberOf } from '../../plugins/access';
import { recordAudit } from '../audit';
import { findConnection } from './connection-repository';
import { importedLeagueKeys } from './import/import-jobs';
import { importHandlers } from './import/import-handlers';
import { leagueProviderId, setLeagueProvider } from './league-provider';
import type { FantasyProvider, ProviderRegistry } from './provider';
import { ProviderError } from './provider-error';

export type ProviderRoutesOptions = { providers: ProviderRegistry };

/** How each provider's team keys look, to refuse another provider's key with a clear message. */
const teamKeyShapes: Record<
  ProviderId,
  { schema: typeof yahooTeamKey | typeof sleeperTeamKey | typeof espnTeamKey; example: string }
> = {
  yahoo: { schema: yahooTeamKey, example: '461.l.6288.t.1' },
  sleeper: { schema: sleeperTeamKey, example: '1180296734373085184.t.3' },
  espn: { schema: espnTeamKey, example: 'espn.368876.2025.t.3' },
};

/** Providers whose calls spend a budget the whole site shares (docs/leagues.md §3). */
const SITE_BUDGET_PROVIDERS: ReadonlySet<ProviderId> = new Set(['sleeper']);

/**
 * The league's provider and its league there. Describing it may call the provider (Yahoo
 * reads the followed league); a provider failure (not connected, a 403, a rate limit) must
 * not hide which league is followed, so the stored connection answers then, without name
 * and season.
 */
export async function describeProvider(
  db: Database,
  provider: FantasyProvider,
  leagueId: number,
  log: FastifyBaseLogger,
): Promise<ProviderStatus> {
  try {
    const league = await provider.followedLeague(leagueId);
    if (league) return { provider: provider.id, league: league.leagueKey, name: league.name, season: league.season };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.warn(
      { provider: provider.id, kind: error.kind, reason: error.message },
      'could not describe the followed league',
    );
  }
  const connection = await findConnection(db, leagueId, provider.id);
  return { provider: provider.id, league: connection?.providerLeagueKey ?? null, name: null, season: null };
}

/**
 * /api/provider: the calls that serve a league whatever provider it follows (docs/api.md,
 * Providers). The league's stored provider (`leagues.provider`) picks the provider of
 * every call; PUT changes it. A provider failure is a ProviderError answered by the error
 * handler, as under /api/yahoo.
 */
const providerRoutes: FastifyPluginAsyncZod<ProviderRoutesOptions> = async (app, { providers }) => {
  const providerOf = async (request: FastifyRequest): Promise<FantasyProvider> => {
    return providers[await leagueProviderId(app.db, memberOf(request).leagueId)];
  };

  route(app, endpoints.getProvider, async (request) =>
    describeProvider(app.db, await providerOf(request), memberOf(request).leagueId, request.log),
  );

  route(app, setupEndpoints.followProvider, async (request) => {
    const actor = actorOf(request);
    const body = request.body;
    const provider = providers[body.provider];
    // The provider checks the league (a Sleeper league that does not exist is its 400) and
    // stores it on its connection before anything of ours changes.
    // ESPN's private league comes with the member's cookies: ESPN checks them before they are
    // stored, sealed; they are never answered or logged (docs/espn.md §3).
    const league =
      body.provider === 'espn'
        ? await providers.espn.followWithCookies(
            actor.leagueId,
            body.league,
            body.espnS2 === undefined || body.swid === undefined
              ? undefined
              : body.espnS2 === null || body.swid === null
                ? null
                : { espnS2: body.espnS2, swid: body.swid },
          )
        : body.league === undefined
          ? null
          : await provider.followLeague(actor.leagueId, body.league);
    await app.db.transaction(async (tx) => {
      const switched = await setLeagueProvider(tx, actor, provider.id);
      if (league || switched)
        await recordAudit(tx, actor, {
          action: 'provider.follow',
          entity: 'provider_connections',
          entityId: null,
          before: null,
          after: { provider: provider.id, leagueKey: league?.leagueKey ?? null },
        });
    });
    if (league) return { provider: provider.id, league: league.leagueKey, name: league.name, season: league.season };
    return describeProvider(app.db, provider, actor.leagueId, request.log);
  });

  route(app, setupEndpoints.listSleeperLeagues, async (request) => {
    // Without a season, Sleeper's current one: a league of ours set up for next season still
    // finds the user's leagues of the season Sleeper is playing.
    const { leagueId } = actorOf(request);
    return providers.sleeper.userLeagues(leagueId, request.query.username, request.query.season);
  });

  const handlers = importHandlers(app, providerOf);
  route(app, setupEndpoints.getLatestProviderImport, (request) => handlers.latest(request));
  route(app, setupEndpoints.previewProviderImport, (request) => handlers.preview(request, request.body));
  route(app, setupEndpoints.startProviderImport, (request) => handlers.start(request, request.body));
  route(app, setupEndpoints.refreshProviderScores, (request) => handlers.refreshScores(request));

  /**
   * The league's provider, when `teamKey` is one of its keys; 400 naming the provider
   * otherwise. A provider whose calls spend the site's budget (Sleeper's, shared by every
   * league: docs/leagues.md §3) answers only the league's own teams: a key of the followed
   * league or of a season the league imported; any other is no row of the league, 404 as a
   * missing row (docs/api.md §2, §14), and nothing is asked of the provider.
   */
  const providerForTeam = async (request: FastifyRequest, teamKey: string): Promise<FantasyProvider> => {
    const provider = await providerOf(request);
    const shape = teamKeyShapes[provider.id];
    if (!shape.schema.safeParse(teamKey).success)
      throw httpErrors.badRequest(
        `This league follows ${providerNames[provider.id]}: ${teamKey} is not one of its team keys (like ${shape.example})`,
      );
    if (SITE_BUDGET_PROVIDERS.has(provider.id)) {
      const { leagueId } = memberOf(request);
      const leagueKey = teamKey.split('.t.')[0] ?? '';
      if (
        leagueKey !== (await provider.followedLeagueKey(leagueId)) &&
        !(await importedLeagueKeys(app.db, leagueId, provider.id)).has(leagueKey)
      )
        throw httpErrors.notFound(`Team ${teamKey} not found`);
    }
    return provider;
  };

  route(app, endpoints.getProviderRoster, async (request) => {
    const { teamKey, week } = request.params;
    const provider = await providerForTeam(request, teamKey);
    return provider.roster(memberOf(request).leagueId, teamKey, week, request.query.season);
  });

  route(app, endpoints.getProviderWeekScores, async (request) => {
    const { teamKey, week } = request.params;
    const provider = await providerForTeam(request, teamKey);
    return provider.weekScores(memberOf(request).leagueId, teamKey, week, request.query.season);
  });
};

export default providerRoutes;
