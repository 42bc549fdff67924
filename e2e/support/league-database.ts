// A PostgreSQL database of its own for each league a spec starts: created empty on the
// suite's PostgreSQL (global-setup.ts finds or starts one and hands its admin URL on in
// E2E_POSTGRES_URL), migrated by the API as it starts, dropped when the league stops. So the
// journeys run on the engine a real league runs on, and no league sees another's rows.
import pg from 'pg';

export interface LeagueDatabase {
  /** The connection string the league's API is given as DATABASE_URL. */
  url: string;
  drop(): Promise<void>;
}

/** The admin connection global-setup.ts put in the environment. */
function adminUrl(): string {
  const url = process.env.E2E_POSTGRES_URL;
  if (!url) throw new Error('E2E_POSTGRES_URL is not set: the suite’s global setup starts PostgreSQL and sets it');
  return url;
}

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createLeagueDatabase(label: string): Promise<LeagueDatabase> {
  const name = `e2e_${label.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_${Date.now().toString(36)}`.slice(0, 63);
  await asAdmin((client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // The API has stopped by now; `with (force)` still ends a connection its pool left closing.
    drop: () => asAdmin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}
