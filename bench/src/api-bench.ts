/**
 * API benchmark: the dashboard's standings and week calls beside a no-op authenticated
 * route, on PGlite and then on a fresh PostgreSQL database (created and dropped here), each
 * against the real API started in a process of its own and listening on loopback only.
 * Prints requests/s and p50/p99 latency per route per database.
 *
 * Settings: BENCH_SECONDS (5 per route), BENCH_CONNECTIONS (10), BENCH_MAX_REQUESTS
 * (50,000 per route), BENCH_DATABASES (pglite,postgres), BENCH_POSTGRES_URL (else
 * TEST_POSTGRES_URL, else postgres://postgres@127.0.0.1:5432/postgres, an admin connection),
 * FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099; the emulator must be running).
 */
import { startApi } from './api-process';
import { measure, type Figures } from './measure';
import { createBenchDatabase, dropBenchDatabase } from './postgres';
import { BENCH_ROUTES } from './routes';
import { signInBenchUser } from './sign-in';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const maxRequests = Number(process.env.BENCH_MAX_REQUESTS ?? 50_000);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

type Row = { database: string; route: string } & Figures;

// A hard ceiling on the whole run, whatever hangs.
const watchdog = setTimeout(() => {
  console.error('The benchmark took longer than 10 minutes; giving up.');
  process.exit(1);
}, 600_000);
watchdog.unref();

async function benchDatabase(database: string): Promise<Row[]> {
  const pgName = `fantasy_bench_${process.pid}`;
  const env: Record<string, string> = {
    // The API refuses emulator tokens in production; the bench runs it as in development.
    NODE_ENV: 'development',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    DEMO_LEAGUE_OPEN: 'true',
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'warn',
    ...(database === 'postgres' ? { DATABASE_URL: await createBenchDatabase(pgName) } : { DATABASE_URL: '', DATA_DIR: 'memory' }),
  };
  const label = database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(`${label}: starting the API (migrate and seed an empty database)…`);
  const api = await startApi(env);
  try {
    const token = await signInBenchUser(emulatorHost, api.baseUrl);
    const rows: Row[] = [];
    for (const route of BENCH_ROUTES) {
      const url = `${api.baseUrl}${route.path}`;
      const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!check.ok) throw new Error(`${route.path} answered ${check.status}: ${await check.text()}`);
      // A short warm-up so the JIT and the connection pool are settled before measuring.
      await measure(url, token, { connections, seconds: 1, maxRequests });
      const figures = await measure(url, token, { connections, seconds, maxRequests });
      console.log(`${label}: ${route.label}: ${figures.requestsPerSecond.toFixed(0)} req/s`);
      rows.push({ database: label, route: route.label, ...figures });
    }
    return rows;
  } finally {
    await api.stop();
    if (database === 'postgres') await dropBenchDatabase(pgName);
  }
}

function printTable(rows: Row[]): void {
  const header = ['database', 'route', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failed'];
  const lines = rows.map((row) => [
    row.database,
    row.route,
    row.requestsPerSecond.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    String(row.requests),
    String(row.failures),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ');
  console.log(`\n${seconds} s per route, ${connections} connections, loopback\n`);
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of lines) console.log(format(line));
}

const rows: Row[] = [];
for (const database of databases) rows.push(...(await benchDatabase(database)));
printTable(rows);
const failed = rows.filter((row) => row.failures > 0);
if (failed.length > 0) {
  console.error(`\n${failed.length} route(s) answered errors during the run: their figures do not count.`);
  process.exit(1);
}
