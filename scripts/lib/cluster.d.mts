// Types of cluster.mjs, for the TypeScript packages that import it (the cluster bench).

/** The repository's HAProxy configuration with one `server` line per instance, as HAProxy reads it. */
export function balancerConfig(template: string, instancePorts: number[]): string;
export function instancePorts(balancerPort: number | string, count: number): number[];
export function redisAnswers(url: string): Promise<boolean>;
export function startPrivateRedis(
  port?: number,
): Promise<{ url: string; port: number; process: import('./processes.mjs').StartedProcess }>;
export function startApiCluster(options: {
  balancerPort: number | string;
  count: number;
  env: NodeJS.ProcessEnv;
}): Promise<void>;
export const DEFAULT_API_INSTANCES: number;
