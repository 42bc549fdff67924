import pg from 'pg';

export function adminUrl(): string {
  return (
    process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database for one run (the API migrates and seeds it on start); answers its URL. */
export async function createBenchDatabase(name: string): Promise<string> {
  await admin((client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropBenchDatabase(name: string): Promise<void> {
  await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
}

/** The server processes serving a database's connections now (for their CPU time). */
export async function backendPids(name: string): Promise<number[]> {
  const result = await admin((client) =>
    client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name]),
  );
  return result.rows.map((row) => row.pid);
}
