import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Where the budgets are counted now: in Redis for every instance, or in this instance's memory. */
export type BudgetSharing = 'shared' | 'per-instance';

export type BudgetLink = {
  /** 'shared' while Redis answers; 'per-instance' before it first does and while it is away. */
  sharing(): BudgetSharing;
  /** The store class @fastify/rate-limit instantiates (its `store` option). */
  Store: FastifyRateLimitStoreCtor;
  close(): Promise<void>;
};

/** Keys every budget carries in Redis, so one Redis can serve other programs too. */
const KEY_PREFIX = 'fantasy-league:rate-limit:';
/** Clients (addresses, users) each instance remembers while Redis is away: the plugin's own default. */
const LOCAL_CLIENTS = 5000;

type Store = Pick<FastifyRateLimitStore, 'incr' | 'child'>;

/** What of a limiter's options decides how its window counts (both off in ours: fixed windows). */
type WindowOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };

/**
 * Counts every request budget in Redis (`REDIS_URL`), so a user's or an address's budget is the
 * same whatever instance answers (docs/api.md §4); while Redis is away each instance counts
 * in its own memory, as one instance alone would, and says so in its log and /api/health.
 * Serving never waits on Redis: no command is queued while it is disconnected (it fails at
 * once and the request is counted locally), and a command that takes longer than
 * `commandTimeoutMs` is counted locally too. ioredis reconnects by itself; its 'ready' puts the
 * budgets back in Redis, where each counts from where it was (a window a minute long, so at
 * most a window's requests more for a client during the switch).
 */
export function connectSharedBudgets(
  redisUrl: string,
  log: FastifyBaseLogger,
  { commandTimeoutMs = 250 }: { commandTimeoutMs?: number } = {},
): BudgetLink {
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    // Reconnect soon after Redis returns, never more than 2 s later.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  let sharing: BudgetSharing = 'per-instance';
  const becomes = (next: BudgetSharing, why?: string) => {
    if (sharing === next) return;
    sharing = next;
    if (next === 'shared') log.info('rate limits: shared in Redis again');
    else log.warn({ reason: why }, 'rate limits: Redis is away; counting per instance until it answers');
  };
  redis.on('ready', () => becomes('shared'));
  redis.on('close', () => becomes('per-instance', 'connection closed'));
  // ioredis reports each failed reconnection as an error: the first one says it, the rest are the same.
  redis.on('error', (error: NodeJS.ErrnoException) => becomes('per-instance', error.code ?? error.message));

  // The plugin makes a store per limiter (`child`, with the limiter's options); the limiters'
  // keys say whose budget they count ('address …', 'user …'), so every store uses one prefix.
  const storeFor = (options: WindowOptions): Store => {
    const continueExceeding = options.continueExceeding ?? false;
    const exponentialBackoff = options.exponentialBackoff ?? false;
    const shared = new RedisStore(continueExceeding, exponentialBackoff, redis, KEY_PREFIX);
    const local = new LocalStore(continueExceeding, exponentialBackoff, LOCAL_CLIENTS);
    return {
      incr(key, callback, timeWindow, max) {
        if (sharing !== 'shared') return local.incr(key, callback, timeWindow, max);
        shared.incr(
          key,
          (error, result) => {
            if (!error) return callback(null, result);
            // A timed-out or failed command: this request is counted here; ioredis decides
            // whether the connection is gone ('close' then switches every request).
            log.warn({ reason: error.message }, 'rate limits: a Redis count failed; counted per instance');
            local.incr(key, callback, timeWindow, max);
          },
          timeWindow,
          max,
        );
      },
      child: (routeOptions) => storeFor(routeOptions as WindowOptions),
    };
  };

  class SharedBudgetStore {
    constructor(options: WindowOptions) {
      // A constructor may answer another object: the plugin only calls incr and child on it.
      return storeFor(options) as SharedBudgetStore;
    }
  }

  return {
    sharing: () => sharing,
    Store: SharedBudgetStore as unknown as FastifyRateLimitStoreCtor,
    close: async () => {
      redis.disconnect();
    },
  };
}
