import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { nameText } from 'shared-contracts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Sleeper's public API, used unless SLEEPER_API_BASE points elsewhere (the fake, in tests and demos). */
export const SLEEPER_PRODUCTION_API = 'https://api.sleeper.app/v1';
/** ESPN's league reads (docs/espn.md §5), used unless ESPN_API_BASE points elsewhere (the fake). */
export const ESPN_PRODUCTION_API = 'https://lm-api-reads.fantasy.espn.com/apis/v3/games/ffl';

/** Yahoo's real addresses, used unless settings point elsewhere (the fake, in tests and demos). */
export const YAHOO_PRODUCTION = {
  authBase: 'https://api.login.yahoo.com/oauth2',
  apiBase: 'https://fantasysports.yahooapis.com/fantasy/v2',
} as const;

/** PostgreSQL connections per API instance unless DATABASE_POOL_MAX says otherwise. */
export const DEFAULT_DATABASE_POOL_MAX = 10;

/**
 * How the API waits on PostgreSQL unless settings say otherwise (docs/settings.md §1): a
 * connection must open (or a pooled one come free) within 3 s, a statement finish within
 * 5 s, and the listening connection answer its heartbeat every 10 s within 5 s, so a lost
 * listener is noticed within 15 s.
 */
export const DEFAULT_POSTGRES_TIMEOUTS = {
  connectTimeoutMs: 3000,
  statementTimeoutMs: 5000,
  listenHeartbeatMs: 10_000,
  listenTimeoutMs: 5000,
} as const;

/** Verified ID tokens the API remembers unless TOKEN_CACHE_SIZE says otherwise. */
export const DEFAULT_TOKEN_CACHE_SIZE = 10_000;

/** Hot reads (memberships, standings, a week's games) remembered unless READ_CACHE_SIZE says otherwise. */
export const DEFAULT_READ_CACHE_SIZE = 10_000;

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/**
 * Every setting of the API server comes from the environment and is checked here once,
 * so a typo fails at start with a clear message instead of misbehaving later.
 * docs/settings.md §1 lists each of them.
 */
const environment = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://… selects PostgreSQL; empty selects the embedded PGlite database. */
  DATABASE_URL: z.string().optional(),
  /** Connections the API keeps open to PostgreSQL at most (ignored on PGlite); 10 measured best on two cores (docs/settings.md §1). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(DEFAULT_DATABASE_POOL_MAX),
  /** Milliseconds to open a PostgreSQL connection, or wait for a pooled one, before answering 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(DEFAULT_POSTGRES_TIMEOUTS.connectTimeoutMs),
  /** Milliseconds a statement may run (PostgreSQL cancels it); a second later the API stops waiting for a silent server. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(DEFAULT_POSTGRES_TIMEOUTS.statementTimeoutMs),
  /** Milliseconds between heartbeats on the connection that listens for changes. */
  DATABASE_LISTEN_HEARTBEAT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(DEFAULT_POSTGRES_TIMEOUTS.listenHeartbeatMs),
  /** Milliseconds a heartbeat may take before that connection counts as lost (the read cache is bypassed, it listens anew). */
  DATABASE_LISTEN_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(DEFAULT_POSTGRES_TIMEOUTS.listenTimeoutMs),
  /** Where PGlite keeps its files; "memory" keeps them in memory only. */
  DATA_DIR: z.string().default(path.join(apiRoot, '.data', 'pglite')),
  FIREBASE_PROJECT_ID: z.string().default('demo-fantasy'),
  /** host:port of the Firebase Auth emulator; when set, emulator tokens are accepted. */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  /**
   * Verified ID tokens kept in memory, each only until it expires, so a member's requests do
   * not verify the same token again; 0: verify every request. See docs/settings.md §1 on revocation.
   */
  TOKEN_CACHE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_TOKEN_CACHE_SIZE),
  /**
   * Answers of the hot reads (the caller's membership, standings, a week's games) kept in
   * memory until the database announces a change to their tables; 0: none.
   */
  READ_CACHE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_READ_CACHE_SIZE),
  /** Every signed-in user joins the demo league as its commissioner. */
  DEMO_LEAGUE_OPEN: flag.default(false),
  /** The league this deployment runs, created on first start when it has commissioners. */
  LEAGUE_NAME: z._default(
    nameText('LEAGUE_NAME').check(z.minLength(1, 'LEAGUE_NAME is required'), z.maxLength(100)),
    'Fantasy League',
  ),
  /** Comma-separated emails of the league's first commissioners; empty: no league of its own. */
  LEAGUE_COMMISSIONERS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('LEAGUE_COMMISSIONERS must list email addresses'))),
  /** The created league's current season; defaults to the NFL season under way. */
  LEAGUE_SEASON: z.coerce.number().int().min(2000).max(2100).optional(),
  /** Requests per window per signed-in user, counted after their token is verified; 0: no limit. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(600),
  /** Requests per window per client address, counted before any token is read; 0: no limit. */
  RATE_LIMIT_ADDRESS_MAX: z.coerce.number().int().min(0).default(1200),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  /** Redis that counts the rate limits for every instance (redis://host:port[/db]); empty: each instance counts its own. */
  REDIS_URL: z
    .string()
    .regex(/^(rediss?:\/\/.+)?$/, 'REDIS_URL must be a redis:// or rediss:// address')
    .default(''),
  /**
   * The proxies whose X-Forwarded-For names the client (comma-separated addresses, CIDR
   * ranges, or loopback / linklocal / uniquelocal); empty: none, the peer is the client.
   */
  TRUST_PROXY: z.string().trim().default('loopback'),
  /** The Yahoo app's OAuth client; without both, Yahoo calls answer that it is not set up. */
  YAHOO_CLIENT_ID: z.string().trim().optional(),
  YAHOO_CLIENT_SECRET: z.string().trim().optional(),
  /** Yahoo's OAuth and Fantasy API addresses; the fake Yahoo's under `npm start`. */
  YAHOO_AUTH_BASE: z.url().default(YAHOO_PRODUCTION.authBase),
  YAHOO_API_BASE: z.url().default(YAHOO_PRODUCTION.apiBase),
  /** 32 bytes in base64 that encrypt stored Yahoo tokens; required in production. */
  YAHOO_TOKEN_KEY: z.string().trim().optional(),
  /** Where a development key is generated when YAHOO_TOKEN_KEY is not set. */
  YAHOO_TOKEN_KEY_FILE: z.string().default(path.join(apiRoot, '.data', 'yahoo-token.key')),
  /** A code the (fake) provider accepts without a browser: connects the demo league on start. */
  YAHOO_DEMO_CODE: z.string().trim().optional(),
  /** Minutes between refreshes of a running season's scores in imported leagues; 0: never. */
  YAHOO_SCORE_REFRESH_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(60),
  /** Sleeper's API address; the fake Sleeper's under `npm start`. */
  SLEEPER_API_BASE: z.url().default(SLEEPER_PRODUCTION_API),
  /** ESPN's league API address; the fake ESPN's under `npm start`. */
  ESPN_API_BASE: z.url().default(ESPN_PRODUCTION_API),
  /** 32 bytes in base64 that encrypt stored ESPN cookies (docs/espn.md §3); in production without it no cookies are stored. */
  ESPN_COOKIE_KEY: z.string().trim().optional(),
  /** Where a development key is generated when ESPN_COOKIE_KEY is not set. */
  ESPN_COOKIE_KEY_FILE: z.string().default(path.join(apiRoot, '.data', 'espn-cookie.key')),
  /** smtp://user:pass@host:port (or smtps://) that sends the notification emails; empty: no email at all. */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^smtps?:\/\//.test(value), 'SMTP_URL must start with smtp:// or smtps://'),
  /** The From of the notification emails. */
  NOTIFY_FROM: z.string().trim().min(3).default('Fantasy League <notifications@localhost>'),
  /** The site's address as members open it: the emails' unsubscribe links point there. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** 32 bytes in base64 that sign the emails' unsubscribe links; required in production with SMTP_URL. */
  NOTIFY_TOKEN_KEY: z.string().trim().optional(),
  /** Where a development key is generated when NOTIFY_TOKEN_KEY is not set. */
  NOTIFY_TOKEN_KEY_FILE: z.string().default(path.join(apiRoot, '.data', 'notify-token.key')),
  /** Seconds between the notification worker's rounds (it is also woken by new audit entries); 0: no worker. */
  NOTIFY_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  /** 32 bytes in base64 that encrypt the leagues' stored webhook addresses; without it in production no webhook can be set. */
  WEBHOOK_KEY: z.string().trim().optional(),
  /** Where a development key is generated when WEBHOOK_KEY is not set. */
  WEBHOOK_KEY_FILE: z.string().default(path.join(apiRoot, '.data', 'webhook.key')),
  /** true: a webhook may point at a loopback or private network address (development, tests); never in production. */
  WEBHOOK_ALLOW_PRIVATE: flag.default(false),
  /** A file the API appends each operation it answered to (the end-to-end suite's check); empty: none. */
  OPERATIONS_LOG: z.string().trim().default(''),
});

export type Config = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  logLevel: string;
  database:
    | ({ kind: 'postgres'; url: string; poolMax: number } & PostgresTimeouts)
    | { kind: 'pglite'; dataDir: string | null };
  firebase: { projectId: string; authEmulatorHost: string | null; tokenCacheSize: number };
  demoLeagueOpen: boolean;
  /** Hot reads remembered until their tables change (db/read-cache.ts); 0: none. */
  readCacheSize: number;
  league: { name: string; commissioners: string[]; season: number };
  rateLimit: RateLimits;
  /** What Fastify's trustProxy gets: the trusted proxies, or false for none. */
  trustProxy: string | false;
  yahoo: YahooSettings;
  sleeper: SleeperSettings;
  espn: EspnSettings;
  /** Where each answered operation is appended (plugins/operation-log.ts); null: nowhere. */
  operationsLog?: string | null;
  notifications: NotificationSettings;
};

/** The email notifications' settings (docs/notifications.md). */
export type NotificationSettings = {
  /** Null: no email is sent (the outbox still fills for the member's choices, none goes out). */
  smtpUrl: string | null;
  from: string;
  /** The site's address, without a trailing slash: the unsubscribe link's origin. */
  siteUrl: string;
  tokenKey: string | null;
  tokenKeyFile: string;
  /** Seconds between worker rounds; 0: the worker does not run (tests start it themselves). */
  intervalSeconds: number;
  /** The leagues' webhooks (docs/notifications.md §4). */
  webhook: WebhookSettings;
};

export type WebhookSettings = {
  /** Production: only https:// addresses. */
  httpsOnly: boolean;
  /** A loopback, private, link-local or unique-local address is allowed (never in production). */
  allowPrivate: boolean;
  /** The key that seals stored addresses, or null: the one in keyFile (development), or with no file a fresh one per start (tests). */
  key: string | null;
  keyFile: string;
};

/** How long the API waits on PostgreSQL (DEFAULT_POSTGRES_TIMEOUTS). */
export type PostgresTimeouts = {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  listenHeartbeatMs: number;
  listenTimeoutMs: number;
};

/** Request budgets per window (0: unlimited): per signed-in user, and per client address. */
export type RateLimits = {
  perUser: number;
  perAddress: number;
  timeWindow: string;
  /** Where the budgets are shared by every instance; null: each instance counts its own. */
  redisUrl?: string | null;
};

export type YahooSettings = {
  clientId: string | null;
  clientSecret: string | null;
  authBase: string;
  apiBase: string;
  tokenKey: string | null;
  tokenKeyFile: string;
  demoCode: string | null;
  /** Minutes between the timer's score refreshes of imported leagues whose season runs; 0 turns the timer off. */
  scoreRefreshMinutes: number;
};

export type SleeperSettings = {
  /** Sleeper's API address, without a trailing slash; null (tests that name none): every Sleeper call is refused as not set up. */
  apiBase: string | null;
};

/** Without settings (most tests): no Sleeper to call, as Yahoo without credentials. */
export const UNCONFIGURED_SLEEPER: SleeperSettings = { apiBase: null };

export type EspnSettings = {
  /** ESPN's API address, without a trailing slash; null (tests that name none): every ESPN call is refused as not set up. */
  apiBase: string | null;
  /** The key that seals stored cookies (ESPN_COOKIE_KEY); null: the key file's. */
  cookieKey: string | null;
  /** Where a development key is kept; '' (tests): a throwaway key for the process. */
  cookieKeyFile: string;
};

/** Without settings (most tests): no ESPN to call. */
export const UNCONFIGURED_ESPN: EspnSettings = { apiBase: null, cookieKey: null, cookieKeyFile: '' };

/** An NFL season starts in September and ends in February: before September it is last year's. */
export function nflSeasonUnderWay(today: Date): number {
  return today.getUTCMonth() >= 8 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('Invalid settings: DATABASE_URL must start with postgres:// or postgresql://');
  }
  const authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;
  if (authEmulatorHost && env.NODE_ENV === 'production') {
    // Emulator tokens are unsigned: accepting them in production would let anyone in.
    throw new Error('Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && env.YAHOO_CLIENT_ID && !env.YAHOO_TOKEN_KEY) {
    // A generated key file would not survive a redeploy, and every stored token with it.
    throw new Error('Refusing to start: YAHOO_TOKEN_KEY is required with YAHOO_CLIENT_ID when NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && env.SMTP_URL && !env.NOTIFY_TOKEN_KEY) {
    // A generated key would change with a redeploy, and every unsubscribe link sent before with it.
    throw new Error('Refusing to start: NOTIFY_TOKEN_KEY is required with SMTP_URL when NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && env.WEBHOOK_ALLOW_PRIVATE) {
    // A webhook is a request the server makes where a commissioner says: not into its own network.
    throw new Error('Refusing to start: WEBHOOK_ALLOW_PRIVATE must not be set when NODE_ENV=production');
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    database: databaseUrl
      ? {
          kind: 'postgres',
          url: databaseUrl,
          poolMax: env.DATABASE_POOL_MAX,
          connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
          listenHeartbeatMs: env.DATABASE_LISTEN_HEARTBEAT_MS,
          listenTimeoutMs: env.DATABASE_LISTEN_TIMEOUT_MS,
        }
      : { kind: 'pglite', dataDir: env.DATA_DIR === 'memory' ? null : path.resolve(env.DATA_DIR) },
    firebase: { projectId: env.FIREBASE_PROJECT_ID, authEmulatorHost, tokenCacheSize: env.TOKEN_CACHE_SIZE },
    demoLeagueOpen: env.DEMO_LEAGUE_OPEN,
    readCacheSize: env.READ_CACHE_SIZE,
    league: {
      name: env.LEAGUE_NAME,
      commissioners: env.LEAGUE_COMMISSIONERS,
      season: env.LEAGUE_SEASON ?? nflSeasonUnderWay(new Date()),
    },
    rateLimit: {
      perUser: env.RATE_LIMIT_MAX,
      perAddress: env.RATE_LIMIT_ADDRESS_MAX,
      timeWindow: env.RATE_LIMIT_WINDOW,
      redisUrl: env.REDIS_URL || null,
    },
    trustProxy: env.TRUST_PROXY || false,
    yahoo: {
      clientId: env.YAHOO_CLIENT_ID || null,
      clientSecret: env.YAHOO_CLIENT_SECRET || null,
      authBase: env.YAHOO_AUTH_BASE.replace(/\/+$/, ''),
      apiBase: env.YAHOO_API_BASE.replace(/\/+$/, ''),
      tokenKey: env.YAHOO_TOKEN_KEY || null,
      tokenKeyFile: path.resolve(env.YAHOO_TOKEN_KEY_FILE),
      demoCode: env.YAHOO_DEMO_CODE || null,
      scoreRefreshMinutes: env.YAHOO_SCORE_REFRESH_MINUTES,
    },
    sleeper: { apiBase: env.SLEEPER_API_BASE.replace(/\/+$/, '') },
    espn: {
      apiBase: env.ESPN_API_BASE.replace(/\/+$/, ''),
      cookieKey: env.ESPN_COOKIE_KEY || null,
      cookieKeyFile: path.resolve(env.ESPN_COOKIE_KEY_FILE),
    },
    operationsLog: env.OPERATIONS_LOG ? path.resolve(env.OPERATIONS_LOG) : null,
    notifications: {
      smtpUrl: env.SMTP_URL || null,
      from: env.NOTIFY_FROM,
      siteUrl: env.SITE_URL.replace(/\/+$/, ''),
      tokenKey: env.NOTIFY_TOKEN_KEY || null,
      tokenKeyFile: path.resolve(env.NOTIFY_TOKEN_KEY_FILE),
      intervalSeconds: env.NOTIFY_INTERVAL_SECONDS,
      webhook: {
        httpsOnly: env.NODE_ENV === 'production',
        allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
        key: env.WEBHOOK_KEY || null,
        keyFile: path.resolve(env.WEBHOOK_KEY_FILE),
      },
    },
  };
}
