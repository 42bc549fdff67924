import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimits } from '../config';
import { type BudgetSharing, connectSharedBudgets } from './rate-limit/shared-budget-store';

export type SecurityOptions = { rateLimit: RateLimits };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where the request budgets are counted: 'shared' in Redis, 'per-instance' without
     * REDIS_URL or while Redis is away; 'off' when both limits are 0. /api/health says it.
     */
    rateLimitSharing(): BudgetSharing | 'off';
    /** REDIS_URL is set: per-instance counting means Redis is away, not a choice. */
    rateLimitSharingConfigured: boolean;
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * Safe headers on every answer (nothing loads, runs or frames an answer; nosniff; HSTS over
 * https), and two request budgets per window:
 * - per client address, counted on every request before any token is read, so requests
 *   without a token or with a bad one cannot make the API ask the token verifier without
 *   limit. The address is the peer's, or the one our own proxy names in X-Forwarded-For when
 *   the peer is a trusted proxy (TRUST_PROXY; the header is ignored from anyone else);
 * - per signed-in user, counted once their token is verified, so members behind one address
 *   (every browser reaches the API through the site's /api proxy) never share a budget.
 * With REDIS_URL both budgets are counted in Redis, the same whatever instance answers; without
 * it, or while Redis is away, in each instance's memory (rate-limit/shared-budget-store.ts).
 * Answers that need a token are never stored by a cache.
 */
export default fp<SecurityOptions>(
  async function security(app: FastifyInstance, { rateLimit: limits }) {
    await app.register(helmet, {
      // The API answers JSON: nothing in an answer may load or run anything, or be framed.
      // The OpenAPI page under /api/docs sends its own policy (plugins/openapi.ts).
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      xFrameOptions: { action: 'deny' },
      // Only over https, below: a browser ignores it over http anyway.
      strictTransportSecurity: false,
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.routeOptions.config?.access !== 'public') reply.header('cache-control', 'no-store');
      // https as the client used it: the connection's, or X-Forwarded-Proto from a trusted proxy.
      if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${ONE_YEAR}`);
      return payload;
    });

    const off = limits.perAddress === 0 && limits.perUser === 0;
    const shared = !off && limits.redisUrl ? connectSharedBudgets(limits.redisUrl, app.log) : null;
    app.decorate('rateLimitSharing', () => (off ? 'off' : (shared?.sharing() ?? 'per-instance')));
    app.decorate('rateLimitSharingConfigured', shared !== null);
    if (off) return;
    if (shared) app.addHook('onClose', () => shared.close());
    // Registered for its store and limiter factory only: the hooks below decide when to count.
    await app.register(rateLimit, {
      global: false,
      timeWindow: limits.timeWindow,
      ...(shared ? { store: shared.Store } : {}),
    });

    const enforce = async (limiter: Limiter, request: FastifyRequest, reply: FastifyReply) => {
      const outcome = await limiter(request);
      if (outcome.isAllowed || !outcome.isExceeded) return;
      reply.header('retry-after', outcome.ttlInSeconds);
      throw app.httpErrors.tooManyRequests(`Too many requests: try again in ${outcome.ttlInSeconds} s`);
    };

    if (limits.perAddress > 0) {
      const byAddress = app.createRateLimit({
        max: limits.perAddress,
        keyGenerator: (request) => `address ${request.ip}`,
      });
      // Registered before the access guard's onRequest hook, so it runs first.
      app.addHook('onRequest', (request, reply) => enforce(byAddress, request, reply));
    }
    if (limits.perUser > 0) {
      const byUser = app.createRateLimit({
        max: limits.perUser,
        keyGenerator: (request) => `user ${request.identity?.uid}`,
      });
      // preParsing comes after every onRequest hook: the access guard has verified the token.
      app.addHook('preParsing', async (request, reply) => {
        if (request.identity) await enforce(byUser, request, reply);
      });
    }
  },
  { name: 'security' },
);
