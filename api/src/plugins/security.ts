import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type SecurityOptions = { rateLimit: { max: number; timeWindow: string } };

/** Safe headers on every answer, and a per-address request budget (0 turns it off). */
export default fp<SecurityOptions>(
  async function security(app: FastifyInstance, options) {
    // The API answers JSON only; the OpenAPI page under /api/docs brings its own script.
    await app.register(helmet, { contentSecurityPolicy: false });
    if (options.rateLimit.max > 0) {
      await app.register(rateLimit, {
        max: options.rateLimit.max,
        timeWindow: options.rateLimit.timeWindow,
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          message: `Too many requests: try again in ${context.after}`,
        }),
      });
    }
  },
  { name: 'security' },
);
