import sensible from '@fastify/sensible';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import authRoutes from './features/auth/routes';
import type { IdentityVerifier } from './features/auth/identity';
import healthRoutes from './features/health/routes';
import leagueRoutes from './features/league/routes';
import matchupRoutes from './features/matchups/routes';
import scheduleRoutes from './features/schedule/routes';
import memberRoutes from './features/members/routes';
import teamRoutes from './features/teams/routes';
import yahooFeature, { UNCONFIGURED_YAHOO } from './features/yahoo';
import playerRoutes from './features/players/routes';
import teamPlayersRoutes from './features/players/team-players-routes';
import pickRoutes from './features/picks/routes';
import pingPongRoutes from './features/picks/ping-pong-routes';
import teamPicksRoutes from './features/picks/team-picks-routes';
import tradeRoutes from './features/trades/routes';
import access from './plugins/access';
import database from './plugins/database';
import errorHandling from './plugins/errors';
import openapi from './plugins/openapi';
import security from './plugins/security';

export type AppDependencies = {
  config: Pick<Config, 'demoLeagueOpen' | 'rateLimit'> & Partial<Pick<Config, 'league'>>;
  database: DatabaseHandle;
  verifier: IdentityVerifier;
  /** Yahoo's settings; without them the Yahoo routes answer that it is not set up. */
  yahoo?: Config['yahoo'];
  /** Seed the demo league on an empty database (on unless a test wants an empty one). */
  seed?: boolean;
  logger?: FastifyServerOptions['logger'];
};

/**
 * The whole API as one Fastify instance: the server entry listens with it, tests `inject`
 * into it. Third-party setup first, then the access guard, then routes mirroring their URLs.
 */
export async function buildApp({ config, database: handle, verifier, yahoo = UNCONFIGURED_YAHOO, seed = true, logger = false }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(sensible);
  await app.register(errorHandling);
  await app.register(security, { rateLimit: config.rateLimit });
  await app.register(database, { handle, seed, league: config.league ?? null });
  await app.register(openapi);
  await app.register(access, { verifier });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(authRoutes, { prefix: '/auth', demoLeagueOpen: config.demoLeagueOpen });
      await api.register(leagueRoutes, { prefix: '/league' });
      await api.register(scheduleRoutes, { prefix: '/schedule' });
      await api.register(matchupRoutes, { prefix: '/matchups' });
      await api.register(memberRoutes, { prefix: '/league/members' });
      await api.register(teamRoutes, { prefix: '/teams' });
      await api.register(yahooFeature, { prefix: '/yahoo', settings: yahoo });
      await api.register(teamPlayersRoutes, { prefix: '/teams' });
      await api.register(playerRoutes, { prefix: '/players' });
      await api.register(teamPicksRoutes, { prefix: '/teams' });
      await api.register(pickRoutes, { prefix: '/picks' });
      await api.register(pingPongRoutes, { prefix: '/ping-pong-balls' });
      await api.register(tradeRoutes, { prefix: '/trades' });
    },
    { prefix: '/api' },
  );
  return app;
}
