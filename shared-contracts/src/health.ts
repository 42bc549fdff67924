import { z } from 'zod/mini';

/**
 * The health check's answer while the API and its database both answer: `degraded` while a
 * shared part it can serve without is away (Redis: the rate limits are then counted per
 * instance). `rateLimits` says where the request budgets are counted.
 */
export const healthStatus = z.object({
  status: z.enum(['ok', 'degraded']),
  rateLimits: z.enum(['shared', 'per-instance', 'off']),
});
export type HealthStatus = z.infer<typeof healthStatus>;
