import sensible from '@fastify/sensible';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, DEFAULT_READ_CACHE_SIZE, UNCONFIGURED_ESPN, UNCONFIGURED_SLEEPER } from './config';
import type { Database, DatabaseHandle } from './db/client';
import activityRoutes from './features/activity/routes';
import recordRoutes from './features/records/routes';
import authRoutes from './features/auth/routes';
import eventRoutes from './features/events/routes';
import type { IdentityVerifier } from './features/auth';
import healthRoutes from './features/health/routes';
import keeperRoutes from './features/keepers/routes';
import { ensureConfiguredLeague, findMemberByFirebaseId } from './features/league';
import faabRoutes from './features/faab/routes';
import leagueRoutes from './features/league/routes';
import leaguesRoutes from './features/leagues/routes';
import matchupRoutes from './features/matchups/routes';
import notificationRoutes, { UNCONFIGURED_NOTIFICATIONS } from './features/notifications/routes';
import type { Mailer } from './features/notifications/email';
import pickRoutes from './features/picks/routes';
import pingPongRoutes from './features/ping-pong-balls/routes';
import playerRoutes from './features/players/routes';
import scheduleRoutes from './features/schedule/routes';
import teamRoutes from './features/teams/routes';
import tradeRoutes from './features/trades/routes';
import providerFeature, { createProviders, type ProviderFeatureOptions, UNCONFIGURED_YAHOO } from './features/provider';
import access from './plugins/access';
import database from './plugins/database';
import errorHandling, { answerFrameworkError } from './plugins/errors';
import idempotency from './plugins/idempotency';
import openapi from './plugins/openapi';
import operationLog from './plugins/operation-log';
import security from './plugins/security';

export type AppDependencies = {
  config: Pick<Config, 'demoLeagueOpen' | 'rateLimit'> &
    Partial<Pick<Config, 'league' | 'trustProxy' | 'readCacheSize' | 'operationsLog'>>;
  database: DatabaseHandle;
  verifier: IdentityVerifier;
  /** Yahoo's settings; without them the Yahoo routes answer that it is not set up. */
  yahoo?: Config['yahoo'];
  /** Sleeper's settings; without them (most tests) no Sleeper is called: its routes answer that it is not set up. */
  sleeper?: Config['sleeper'];
  /** ESPN's settings; without them (most tests) no ESPN is called. */
  espn?: Config['espn'];
  /**
   * Providers standing in for the server's own in the provider-neutral calls (/api/provider),
   * the import and the score refresh: tests give a stub Sleeper here. Never set in production.
   */
  providers?: ProviderFeatureOptions['providers'];
  /** Seed the demo league on an empty database (on unless a test wants an empty one). */
  seed?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Told of every route as it is added, schemas included (the fuzz suite lists the writes). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock deadlines are read against (the keeper deadline); tests stand it where they need. */
  now?: () => Date;
  /** The email notifications' settings; without them (most tests) no email and no worker. */
  notifications?: Config['notifications'];
  /** Stands in for the SMTP mailer (tests): the worker runs with it, every NOTIFY_INTERVAL_SECONDS of `notifications`. */
  mailer?: Mailer;
};

/**
 * The whole API as one Fastify instance: the server entry listens with it, tests `inject`
 * into it. Third-party setup first, then the access guard, then each feature's routes
 * (features/<feature>/routes.ts), each registered from its row of the endpoint table.
 */
export async function buildApp({
  config,
  database: handle,
  verifier,
  yahoo = UNCONFIGURED_YAHOO,
  sleeper = UNCONFIGURED_SLEEPER,
  espn = UNCONFIGURED_ESPN,
  seed = true,
  logger = false,
  onRoute,
  now = () => new Date(),
  providers,
  notifications = UNCONFIGURED_NOTIFICATIONS,
  mailer,
}: AppDependencies): Promise<FastifyInstance> {
  // Only a trusted proxy's X-Forwarded-For names the client (request.ip); loopback by default.
  const app = Fastify({ logger, trustProxy: config.trustProxy ?? 'loopback', frameworkErrors: answerFrameworkError });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);

  await app.register(sensible);
  await app.register(errorHandling);
  await app.register(security, { rateLimit: config.rateLimit });
  if (config.operationsLog) await app.register(operationLog, { file: config.operationsLog });
  const league = config.league;
  // The deployment's own league, created on first start when it names commissioners.
  const setUp = league
    ? async (db: Database, log: FastifyBaseLogger) => {
        if (await db.transaction((tx) => ensureConfiguredLeague(tx, league)))
          log.info({ name: league.name }, 'created the configured league and invited its commissioners');
      }
    : undefined;
  await app.register(database, { handle, seed, setUp, readCacheSize: config.readCacheSize ?? DEFAULT_READ_CACHE_SIZE });
  await app.register(openapi);
  await app.register(access, { verifier, findMember: findMemberByFirebaseId });
  // Before the features: its hooks must apply to their routes (the creates' Idempotency-Key).
  await app.register(idempotency);

  // Each feature registers its routes at their full paths, from the rows of the endpoint
  // table (shared-contracts' endpoints), in a scope of its own.
  await app.register(healthRoutes);
  await app.register(authRoutes, { demoLeagueOpen: config.demoLeagueOpen });
  await app.register(leaguesRoutes);
  await app.register(leagueRoutes);
  await app.register(teamRoutes);
  const serverProviders = await createProviders(app, { yahoo, sleeper, espn, ...(providers ? { providers } : {}) });
  await app.register(matchupRoutes, { providers: serverProviders.registry });
  await app.register(scheduleRoutes);
  await app.register(playerRoutes);
  await app.register(pickRoutes);
  await app.register(pingPongRoutes);
  await app.register(tradeRoutes);
  await app.register(faabRoutes);
  await app.register(keeperRoutes, { now });
  await app.register(activityRoutes);
  await app.register(recordRoutes);
  await app.register(notificationRoutes, { settings: notifications, now, ...(mailer ? { mailer } : {}) });
  await app.register(eventRoutes);
  await app.register(providerFeature, { providers: serverProviders, scoreRefreshMinutes: yahoo.scoreRefreshMinutes });
  return app;
}
