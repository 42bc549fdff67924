import { z } from 'zod/mini';

/** The health check's answer while the API and its database both answer. */
export const healthStatus = z.object({ status: z.enum(['ok']) });
export type HealthStatus = z.infer<typeof healthStatus>;
