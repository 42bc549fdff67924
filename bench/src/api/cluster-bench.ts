import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as pause } from 'node:timers/promises';
import pg from 'pg';
import { endpoints, LEAGUE_ID_HEADER } from 'shared-contracts';
import { AUTH_EMULATOR_HOST } from '../../../scripts/lib/auth-emulator.mjs';
import { balancerConfig, startPrivateRedis } from '../../../scripts/lib/cluster.mjs';
import { freePort, startProcess, stopProcess } from '../../../scripts/lib/processes.mjs';
import { formatTable, ms } from '../table';
import { startApi, type RunningApi } from './api-process';
import { type Attempt, runClusterLoad, type TradePair } from './cluster-load';
import { ClusterStreamClient } from './cluster-streams';
import { createBenchDatabase, dropBenchDatabase } from './postgres';
import { type BenchUser, signInBenchUser } from './sign-in';

export type ClusterBenchOptions = {
  /** Concurrent requests through the balancer (BENCH_CLUSTER_CONNECTIONS, 500). */
  connections?: number;
  /** The load's length (BENCH_CLUSTER_SECONDS, 60): an instance is killed at 1/4, started again at 2/4, the balancer restarted at 3/4. */
  seconds?: number;
  /** Signed-in users the load is spread over (BENCH_CLUSTER_USERS, connections / 4). */
  users?: number;
  /** Each user's request budget per minute, shared by the instances in Redis (BENCH_CLUSTER_USER_LIMIT, 600). */
  userLimit?: number;
  /** Live-stream clients through the balancer (BENCH_CLUSTER_STREAMS, 30). */
  streams?: number;
  emulatorHost?: string;
  log?: (line: string) => void;
};

const root = fileURLToPath(new URL('../../../', import.meta.url));
const INSTANCES = 3;
/** The per-user budget's window (RATE_LIMIT_WINDOW's default). */
const WINDOW_MS = 60_000;
/** How long the stream clients are given, after the load, to receive the last events. */
const STREAM_DRAIN_MS = 15_000;

/** One phase of the run: before the kill, while one instance is down, after it is started again, while the balancer restarts, after it. */
export type PhaseRow = {
  phase: string;
  requests: number;
  served: number;
  failed: number;
  p50: number;
  p99: number;
};

export type ClusterBenchResult = {
  settings: Required<Omit<ClusterBenchOptions, 'log' | 'emulatorHost'>>;
  phases: PhaseRow[];
  all: PhaseRow;
  /** Attempts that failed, by status (no answer: by its error). */
  failedByStatus: Map<string, number>;
  /** Proposals sent again with their key (no answer, a 502/503, or 409 while their first ran). */
  writeRetries: number;
  writes: number;
  /** Proposals: those whose last attempt answered 2xx; those that never did (given up). */
  writesAnswered: number;
  writesUnanswered: number;
  /** Of those never answered, how many are stored (their instance died after the commit, before its answer). */
  unansweredStored: number;
  /** Proposals answered 2xx that are not stored, and proposals stored more than once (both must be 0). */
  lostWrites: number;
  doubledWrites: number;
  /** The budget check: requests sent to the three instances in turn, and those answered other than 429. */
  budgetSent: number;
  budgetAnswered: number;
  /** The stream check. */
  streamClients: number;
  clientsReconnected: number;
  reconnects: number;
  resets: number;
  /** Audit entries of the run's proposals and cancels (each an `activity` event), and the sum over clients of those not received. */
  events: number;
  eventsMissed: number;
};

export function clusterBenchOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Required<Omit<ClusterBenchOptions, 'log'>> {
  const connections = Number(env.BENCH_CLUSTER_CONNECTIONS ?? 500);
  return {
    connections,
    seconds: Number(env.BENCH_CLUSTER_SECONDS ?? 60),
    users: Number(env.BENCH_CLUSTER_USERS ?? Math.max(1, Math.ceil(connections / 4))),
    userLimit: Number(env.BENCH_CLUSTER_USER_LIMIT ?? 600),
    streams: Number(env.BENCH_CLUSTER_STREAMS ?? 30),
    emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? AUTH_EMULATOR_HOST,
  };
}

type Balancer = {
  baseUrl: string;
  /** Stops HAProxy at once (SIGTERM: open connections are cut) and starts it again on its port; resolves when it sends to an instance. */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

/** HAProxy with the repository's configuration in front of `ports`; answers once it sends to an instance. */
async function startBalancer(ports: number[]): Promise<Balancer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'fantasy-cluster-bench-'));
  const config = path.join(folder, 'haproxy.cfg');
  await writeFile(config, balancerConfig(await readFile(path.join(root, 'deploy/haproxy.cfg'), 'utf8'), ports));
  const port = await freePort();
  const start = () =>
    startProcess('HAProxy', 'haproxy', ['-db', '-f', config], { env: { BALANCER_PORT: String(port) } });
  const baseUrl = `http://127.0.0.1:${port}`;
  const answering = async (balancer: ReturnType<typeof start>) => {
    // HAProxy answers 503 until its health checks have seen an instance rise (2 checks, 1 s apart).
    for (let waited = 0; ; waited += 250) {
      const status = await fetch(`${baseUrl}/api/health`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      if (waited > 30_000) throw new Error(`HAProxy sends to no instance after 30 s:\n${balancer.output()}`);
      await pause(250);
    }
  };
  let balancer = start();
  await answering(balancer);
  return {
    baseUrl,
    restart: async () => {
      await stopProcess(balancer);
      balancer = start();
      await answering(balancer);
    },
    stop: async () => {
      await stopProcess(balancer);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Signs `count` bench users in, a few at a time (each is a Firebase emulator account and a member of the demo league). */
async function signInUsers(count: number, emulatorHost: string, baseUrl: string): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  while (users.length < count) {
    const batch = Math.min(10, count - users.length);
    users.push(...(await Promise.all(Array.from({ length: batch }, () => signInBenchUser(emulatorHost, baseUrl)))));
  }
  return users;
}

/**
 * The issue's scale test on one machine (docs/benchmarks.md §9): three API instances on a
 * fresh PostgreSQL database and a private Redis behind HAProxy (deploy/haproxy.cfg), each
 * user's budget on and shared, the per-address one off (all the load comes from here). Load
 * through the balancer for `seconds`, one instance killed with SIGKILL at 1/4 and started
 * again at 2/4, HAProxy itself stopped and started again at 3/4, with live-stream clients reading the league's events throughout; then the
 * proposals checked against the database, the streams against the audit log, and one user's
 * budget against the three instances directly.
 */
export async function runClusterBench(options: ClusterBenchOptions = {}): Promise<ClusterBenchResult> {
  const { log: givenLog, ...given } = options;
  const settings = { ...clusterBenchOptionsFromEnv(), ...given };
  const log = givenLog ?? (() => undefined);
  const name = `fantasy_cluster_${process.pid}`;
  log(`Cluster: a fresh database, a private Redis, ${INSTANCES} API instances and HAProxy…`);
  const databaseUrl = await createBenchDatabase(name);
  const redis = await startPrivateRedis();
  const env = {
    REDIS_URL: redis.url,
    RATE_LIMIT_MAX: String(settings.userLimit),
    RATE_LIMIT_ADDRESS_MAX: '0',
  };
  const ports: number[] = [];
  const instances: RunningApi[] = [];
  let balancer: Balancer | null = null;
  const streams: ClusterStreamClient[] = [];
  try {
    // The first alone: it migrates the database and seeds the demo league; the others find them done.
    for (let index = 0; index < INSTANCES; index += 1) {
      const port = await freePort();
      ports.push(port);
      instances.push(await startApi({ emulatorHost: settings.emulatorHost, databaseUrl, env, port }));
    }
    balancer = await startBalancer(ports);
    const baseUrl = balancer.baseUrl;

    log(`Cluster: signing in ${settings.users} users and the budget check's user…`);
    const budgetUser = await signInBenchUser(settings.emulatorHost, baseUrl);
    const budgetUserSignedInAt = performance.now();
    const users = await signInUsers(settings.users, settings.emulatorHost, baseUrl);

    log(`Cluster: opening ${settings.streams} live streams through the balancer…`);
    for (let index = 0; index < settings.streams; index += 1)
      streams.push(new ClusterStreamClient(baseUrl, users[index % users.length]!));
    await Promise.all(streams.map((stream) => stream.ready));

    const pairs = await tradePairs(databaseUrl, users[0]!.leagueId);
    const firstEntry = await lastAuditId(databaseUrl);
    const prefix = `Cluster bench ${process.pid} `;
    const durationMs = settings.seconds * 1000;
    const at = (share: number) => pause(Math.max(0, durationMs * share - (performance.now() - started)));
    const victim = INSTANCES - 1;
    log(`Cluster: ${settings.connections} connections for ${settings.seconds} s…`);
    const started = performance.now();
    const since = () => performance.now() - started;
    const seconds = (elapsed: number) => `${(elapsed / 1000).toFixed(1)} s`;
    const load = runClusterLoad({ baseUrl, users, pairs, connections: settings.connections, durationMs, prefix });
    await at(1 / 4);
    process.kill(instances[victim]!.pid!, 'SIGKILL');
    const killedAt = since();
    log(`Cluster: killed instance ${victim + 1} (SIGKILL) at ${seconds(killedAt)}`);
    await instances[victim]!.stop();
    await at(2 / 4);
    const restartingAt = since();
    // Not awaited here: under the load a starting instance takes a while to answer, and the
    // balancer's restart keeps its own time.
    const restarted = startApi({ emulatorHost: settings.emulatorHost, databaseUrl, env, port: ports[victim] }).then(
      (instance) => {
        instances[victim] = instance;
        log(
          `Cluster: started instance ${victim + 1} again at ${seconds(restartingAt)}, answering at ${seconds(since())}`,
        );
      },
    );
    await at(3 / 4);
    const balancerStoppedAt = since();
    await balancer.restart();
    const balancerBackAt = since();
    log(
      `Cluster: restarted HAProxy at ${seconds(balancerStoppedAt)}, sending to instances again at ${seconds(balancerBackAt)}`,
    );
    await restarted;
    const { attempts, writes } = await load;

    log('Cluster: checking the proposals against the database and the streams against the audit log…');
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const [stored, entries] = await Promise.all([
      db.query<{ note: string; copies: number }>(
        'select note, count(*)::int as copies from trades where note like $1 group by note',
        [`${prefix}%`],
      ),
      // Every activity event of the run: its proposals and cancels (the streams opened before it).
      db.query<{ id: number }>(
        "select id from audit_log where league_id = $1 and id > $2 and action in ('trade.propose', 'trade.cancel')",
        [users[0]!.leagueId, firstEntry],
      ),
    ]);
    await db.end();
    const eventIds = entries.rows.map((row) => row.id);
    const missedBy = (stream: ClusterStreamClient) => eventIds.filter((id) => !stream.activityIds.has(id)).length;
    for (let waited = 0; waited < STREAM_DRAIN_MS && streams.some((stream) => missedBy(stream) > 0); waited += 250)
      await pause(250);
    const eventsMissed = streams.reduce((sum, stream) => sum + missedBy(stream), 0);
    // Where a client's missed events lie: before its last one received (a gap) or after it (not delivered yet).
    for (const [index, stream] of streams.entries()) {
      const missing = eventIds.filter((id) => !stream.activityIds.has(id));
      if (missing.length === 0) continue;
      const newest = Math.max(0, ...stream.activityIds);
      const gaps = missing.filter((id) => id < newest);
      log(
        `Cluster: stream client ${index + 1} (${stream.reconnects} reconnections) missed ${missing.length}: ${gaps.length} before its newest event (ids ${gaps.slice(0, 5).join(', ')}…), ${missing.length - gaps.length} after it`,
      );
    }
    const missedIds = [...new Set(streams.flatMap((stream) => eventIds.filter((id) => !stream.activityIds.has(id))))];
    if (missedIds.length > 0) {
      // What the missed entries were: their action, transaction and when they were written.
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const { rows } = await db.query<{ id: number; action: string; xact: string; created_at: Date }>(
        'select id, action, xact::text, created_at from audit_log where id = any($1::int[]) order by xact, id limit 10',
        [missedIds],
      );
      await db.end();
      for (const row of rows)
        log(
          `Cluster: missed entry ${row.id}: ${row.action}, transaction ${row.xact}, written ${((row.created_at.getTime() - (Date.now() - performance.now() + started)) / 1000).toFixed(1)} s into the run`,
        );
    }
    await Promise.all(streams.map((stream) => stream.stop()));

    // The budget check: its user's window began with their sign-in; a window later it is fresh.
    await pause(Math.max(0, WINDOW_MS + 1000 - (performance.now() - budgetUserSignedInAt)));
    log(`Cluster: ${settings.userLimit + 50} requests of one user to the ${INSTANCES} instances in turn…`);
    const budgetStatuses = await budgetCheck(
      instances.map((instance) => instance.baseUrl),
      budgetUser,
      settings.userLimit + 50,
    );

    const storedCopies = new Map(stored.rows.map((row) => [row.note, row.copies]));
    const answered = writes.filter((write) => write.status >= 200 && write.status < 300);
    const failedByStatus = new Map<string, number>();
    for (const attempt of attempts) {
      if (served(attempt)) continue;
      const cause = `${attempt.label} ${attempt.status === 0 ? `no answer (${attempt.error})` : attempt.status}`;
      failedByStatus.set(cause, (failedByStatus.get(cause) ?? 0) + 1);
    }
    return {
      settings: {
        connections: settings.connections,
        seconds: settings.seconds,
        users: settings.users,
        userLimit: settings.userLimit,
        streams: settings.streams,
      },
      phases: [
        phaseRow('before the kill', attempts, 0, killedAt),
        phaseRow('one instance down', attempts, killedAt, restartingAt),
        phaseRow('instance restarted', attempts, restartingAt, balancerStoppedAt),
        phaseRow('balancer restarting', attempts, balancerStoppedAt, balancerBackAt),
        phaseRow('after the balancer', attempts, balancerBackAt, Infinity),
      ],
      all: phaseRow('whole run', attempts, 0, Infinity),
      failedByStatus,
      writeRetries: writes.reduce((sum, write) => sum + write.attempts - 1, 0),
      writes: writes.length,
      writesAnswered: answered.length,
      writesUnanswered: writes.length - answered.length,
      unansweredStored: writes.filter(
        (write) => !(write.status >= 200 && write.status < 300) && storedCopies.has(write.note),
      ).length,
      lostWrites: answered.filter((write) => !storedCopies.has(write.note)).length,
      doubledWrites: stored.rows.filter((row) => row.copies > 1).length,
      budgetSent: budgetStatuses.length,
      budgetAnswered: budgetStatuses.filter((status) => status !== 429).length,
      streamClients: streams.length,
      clientsReconnected: streams.filter((stream) => stream.reconnects > 0).length,
      reconnects: streams.reduce((sum, stream) => sum + stream.reconnects, 0),
      resets: streams.reduce((sum, stream) => sum + stream.resets, 0),
      events: eventIds.length,
      eventsMissed,
    };
  } finally {
    await Promise.all(streams.map((stream) => stream.stop()));
    await balancer?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await stopProcess(redis.process);
    await dropBenchDatabase(name);
  }
}

/**
 * The proposals the load makes: each team offers its first player of the current season to
 * the next team (the demo league's seeded rosters).
 */
async function tradePairs(databaseUrl: string, leagueId: number): Promise<TradePair[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ team_id: number; id: number }>(
      `select distinct on (p.team_id) p.team_id, p.id from players p join leagues l on l.id = p.league_id
       where p.league_id = $1 and p.year = l.current_season and p.team_id is not null order by p.team_id, p.id`,
      [leagueId],
    );
    if (rows.length < 2) throw new Error('The demo league has fewer than two teams with players: nothing to trade');
    return rows.map((row, index) => ({
      from: row.team_id,
      to: rows[(index + 1) % rows.length]!.team_id,
      playerId: row.id,
    }));
  } finally {
    await db.end();
  }
}

async function lastAuditId(databaseUrl: string): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number | null }>('select max(id) as id from audit_log');
    return rows[0]?.id ?? 0;
  } finally {
    await db.end();
  }
}

/** One user's requests (the league's teams) sent to each instance in turn, ten at a time: their statuses. */
async function budgetCheck(instanceUrls: string[], user: BenchUser, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < count;) {
    const batch = Array.from({ length: Math.min(10, count - sent) }, (_, offset) => sent + offset);
    sent += batch.length;
    statuses.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const response = await fetch(`${instanceUrls[n % instanceUrls.length]}${endpoints.listTeams.path}`, {
            headers: { authorization: `Bearer ${user.token}`, [LEAGUE_ID_HEADER]: String(user.leagueId) },
          });
          await response.arrayBuffer();
          return response.status;
        }),
      )),
    );
  }
  return statuses;
}

const served = (attempt: Attempt) => attempt.status >= 200 && attempt.status < 300;

function phaseRow(phase: string, attempts: Attempt[], from: number, to: number): PhaseRow {
  const inPhase = attempts.filter((attempt) => attempt.sentAt >= from && attempt.sentAt < to);
  const latencies = inPhase.map((attempt) => attempt.doneAt - attempt.sentAt).sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
  const ok = inPhase.filter(served).length;
  return { phase, requests: inPhase.length, served: ok, failed: inPhase.length - ok, p50: at(0.5), p99: at(0.99) };
}

export function formatClusterBenchTable(result: ClusterBenchResult): string {
  const { settings } = result;
  const table = formatTable(
    ['phase', 'requests', 'served', 'failed', 'p50 ms', 'p99 ms'],
    [...result.phases, result.all].map((row) => [
      row.phase,
      String(row.requests),
      String(row.served),
      String(row.failed),
      ms(row.p50),
      ms(row.p99),
    ]),
  );
  const causes = [...result.failedByStatus.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([cause, count]) => `${count} × ${cause}`)
    .join(', ');
  return [
    `Cluster: ${INSTANCES} instances behind HAProxy, ${settings.connections} connections for ${settings.seconds} s over ${settings.users} users (budget ${settings.userLimit}/min each), one instance killed at 1/4 and started again at 2/4, HAProxy restarted at 3/4`,
    '',
    table,
    '',
    `failed requests by cause: ${causes || 'none'}`,
    `trade proposals: ${result.writes} (${result.writeRetries} sent again with their key); answered 2xx ${result.writesAnswered}, never ${result.writesUnanswered} (of them stored: ${result.unansweredStored}); answered but not stored: ${result.lostWrites}; stored twice: ${result.doubledWrites}`,
    `one user's budget across the instances: ${result.budgetSent} requests sent in turn to the ${INSTANCES}, ${result.budgetAnswered} answered other than 429 (limit ${settings.userLimit})`,
    `live streams: ${result.streamClients} clients, ${result.clientsReconnected} reconnected (${result.reconnects} reconnections, ${result.resets} resets); ${result.events} events in the run, missed ${result.eventsMissed}`,
  ].join('\n');
}

/** True when the run met the issue's goals (the cli's exit status). */
export function clusterGoalsMet(result: ClusterBenchResult): boolean {
  return (
    result.lostWrites === 0 &&
    result.doubledWrites === 0 &&
    result.budgetAnswered === result.settings.userLimit &&
    result.eventsMissed === 0
  );
}
