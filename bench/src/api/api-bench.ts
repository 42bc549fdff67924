/**
 * API benchmark: every call the shell and Home make on a member's first load (routes.ts)
 * beside a no-op authenticated route, on PGlite and then on a fresh PostgreSQL database (created and dropped here), each
 * against the real API started in a process of its own and listening on loopback only.
 * Answers requests/s and p50/p99 latency per route per database per connection count;
 * cli.ts prints them, and `pnpm bench` imports runApiBench.
 */
import { LEAGUE_ID_HEADER } from 'shared-contracts';
import { AUTH_EMULATOR_HOST } from '../../../scripts/lib/auth-emulator.mjs';
import { formatTable } from '../table';
import { startApi } from './api-process';
import { measure } from './measure';
import { cpuBetween, cpuByProcess } from './cpu';
import { backendPids, createBenchDatabase, dropBenchDatabase } from './postgres';
import { BENCH_ROUTES } from './routes';
import { giveBenchUserATeam, signInBenchUser } from './sign-in';

type ApiBenchDatabase = 'pglite' | 'postgres';

export type ApiBenchRow = {
  database: 'PGlite' | 'PostgreSQL';
  route: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
  /** CPU time the API process spent per request (ms): steadier than req/s on a shared machine; null without /proc. */
  apiCpuMsPerRequest: number | null;
  /** The same for PostgreSQL's server processes of the run's database; null on PGlite (inside the API). */
  databaseCpuMsPerRequest: number | null;
};

export type ApiBenchOptions = {
  /** Seconds per route and connection count (after a one-second warm-up). */
  seconds?: number;
  /** Each route is loaded once per entry, with that many concurrent connections. */
  connections?: number[];
  /** A ceiling on requests per measurement, whichever of it and `seconds` comes first. */
  maxRequests?: number;
  databases?: ApiBenchDatabase[];
  /** host:port of the running Firebase Auth emulator. */
  emulatorHost?: string;
  /** Progress lines (starting the API, each figure as it comes); silent when not given. */
  log?: (line: string) => void;
};

/** BENCH_* settings from the environment, for the options a caller leaves out. */
export function apiBenchOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Required<Omit<ApiBenchOptions, 'log'>> {
  const list = (value: string) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const connections = list(env.BENCH_CONNECTIONS ?? '10,50').map(Number);
  if (connections.some((count) => !Number.isInteger(count) || count < 1)) {
    throw new Error(
      `BENCH_CONNECTIONS must list whole numbers of connections, such as 10,50 (got ${env.BENCH_CONNECTIONS})`,
    );
  }
  const databases = list(env.BENCH_DATABASES ?? 'pglite,postgres');
  const unknown = databases.filter((name) => name !== 'pglite' && name !== 'postgres');
  if (unknown.length > 0) throw new Error(`BENCH_DATABASES takes pglite and postgres (got ${unknown.join(', ')})`);
  return {
    seconds: Number(env.BENCH_SECONDS ?? 5),
    connections,
    maxRequests: Number(env.BENCH_MAX_REQUESTS ?? 50_000),
    databases: databases as ApiBenchDatabase[],
    emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? AUTH_EMULATOR_HOST,
  };
}

/** CPU used so far by the API process and by the database's server processes (those of the warm-up, kept by the pool). */
async function cpuUse(apiPid: number | undefined, databasePids: number[]) {
  return {
    api: apiPid === undefined ? null : await cpuByProcess([apiPid]),
    database: databasePids.length === 0 ? null : await cpuByProcess(databasePids),
  };
}

const LABELS = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;

async function benchDatabase(database: ApiBenchDatabase, options: Required<ApiBenchOptions>): Promise<ApiBenchRow[]> {
  const { log } = options;
  const pgName = `fantasy_bench_${process.pid}`;
  const label = LABELS[database];
  log(`${label}: starting the API (migrate and seed an empty database)…`);
  const databaseUrl = database === 'postgres' ? await createBenchDatabase(pgName) : undefined;
  const api = await startApi({ emulatorHost: options.emulatorHost, databaseUrl });
  try {
    const user = await signInBenchUser(options.emulatorHost, api.baseUrl);
    await giveBenchUserATeam(api.baseUrl, user);
    const { token } = user;
    const rows: ApiBenchRow[] = [];
    for (const route of BENCH_ROUTES) {
      const headers: Record<string, string> = route.withoutLeagueHeader
        ? {}
        : { [LEAGUE_ID_HEADER]: String(user.leagueId) };
      const get = async (path: string) => {
        const answer = await fetch(`${api.baseUrl}${path}`, {
          headers: { authorization: `Bearer ${token}`, ...headers },
        });
        if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}: ${await answer.text()}`);
        return answer.json();
      };
      const url = `${api.baseUrl}${route.resolve ? await route.resolve(get) : route.path}`;
      const request = { method: route.method, body: route.body?.(user.sync), headers };
      const check = await fetch(url, {
        method: request.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(request.body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: request.body ? JSON.stringify(request.body) : undefined,
      });
      if (!check.ok) throw new Error(`${route.label} answered ${check.status}: ${await check.text()}`);
      for (const connections of options.connections) {
        // A short warm-up so the JIT and the connection pool are settled before measuring.
        await measure(url, token, { ...request, connections, seconds: 1, maxRequests: options.maxRequests });
        const pgPids = database === 'postgres' ? await backendPids(pgName) : [];
        const cpuBefore = await cpuUse(api.pid, pgPids);
        const figures = await measure(url, token, {
          ...request,
          connections,
          seconds: options.seconds,
          maxRequests: options.maxRequests,
        });
        const cpuAfter = await cpuUse(api.pid, pgPids);
        const perRequest = (before: Map<number, number> | null, after: Map<number, number> | null) => {
          const used = cpuBetween(before, after);
          return used === null || figures.requests === 0 ? null : used / figures.requests;
        };
        log(`${label}: ${route.label}, ${connections} connections: ${figures.requestsPerSecond.toFixed(0)} req/s`);
        rows.push({
          database: label,
          route: route.label,
          connections,
          ...figures,
          apiCpuMsPerRequest: perRequest(cpuBefore.api, cpuAfter.api),
          databaseCpuMsPerRequest: perRequest(cpuBefore.database, cpuAfter.database),
        });
      }
    }
    return rows;
  } finally {
    await api.stop();
    if (database === 'postgres') await dropBenchDatabase(pgName);
  }
}

/**
 * Runs the API benchmark: each database in turn, each route at each connection count.
 * Options left out come from the BENCH_* settings (apiBenchOptionsFromEnv). The Auth
 * emulator must be running. Rows with failures > 0 measured errors, not the route.
 */
export async function runApiBench(options: ApiBenchOptions = {}): Promise<ApiBenchRow[]> {
  const settings: Required<ApiBenchOptions> = { ...apiBenchOptionsFromEnv(), log: () => undefined, ...options };
  const rows: ApiBenchRow[] = [];
  for (const database of settings.databases) rows.push(...(await benchDatabase(database, settings)));
  return rows;
}

/** The rows as a plain-text table, one line per database, route and connection count. */
export function formatApiBenchTable(rows: ApiBenchRow[]): string {
  return formatTable(
    [
      'database',
      'route',
      'conns',
      'req/s',
      'p50 ms',
      'p99 ms',
      'requests',
      'failed',
      'API cpu ms/req',
      'PG cpu ms/req',
    ],
    rows.map((row) => [
      row.database,
      row.route,
      String(row.connections),
      row.requestsPerSecond.toFixed(0),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      String(row.requests),
      String(row.failures),
      row.apiCpuMsPerRequest?.toFixed(2) ?? '',
      row.databaseCpuMsPerRequest?.toFixed(2) ?? '',
    ]),
    2,
  );
}
