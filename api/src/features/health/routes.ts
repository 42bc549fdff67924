import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints } from 'shared-contracts/health';
import { isDatabaseReachable } from '../../db/client';
import { route } from '../../plugins/endpoint-route';

/**
 * How long the health check waits for the database: a load balancer asking with a 2 s
 * timeout gets 503 (take this instance out) rather than no answer when the database is silent.
 */
export const HEALTH_DATABASE_TIMEOUT_MS = 1500;

/**
 * /api/health: for load balancers and the start script; public, and says nothing private.
 * 503 when the database does not answer (this instance cannot serve: take it out); 200
 * `degraded` when REDIS_URL is set and Redis is away (it serves, its rate limits counted per
 * instance until Redis answers: keep it in).
 *
 * Logged only from warnings up: a balancer asks every instance each second
 * (docs/scaling.md), and a line per check would bury the requests members make.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    healthEndpoints.getHealth,
    async (_request, reply) => {
      if (!(await isDatabaseReachable(app.db, HEALTH_DATABASE_TIMEOUT_MS)))
        return reply.code(503).send({ message: 'Database unreachable' });
      const rateLimits = app.rateLimitSharing();
      const degraded = app.rateLimitSharingConfigured && rateLimits !== 'shared';
      return { status: degraded ? ('degraded' as const) : ('ok' as const), rateLimits };
    },
    { logLevel: 'warn' },
  );
};

export default healthRoutes;
