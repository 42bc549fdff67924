import pg from 'pg';
import type { PostgresTimeouts } from '../config';
import { isConnectionLost } from './errors';
import { announcementIn, changesOf } from './written-tables';

export type PoolSettings = { url: string; poolMax: number } & Pick<
  PostgresTimeouts,
  'connectTimeoutMs' | 'statementTimeoutMs'
>;

export type PoolEvents = {
  /**
   * Rows were changed by a statement this pool's connection committed: each table as announced
   * (`teams 12`: league 12's rows only; `teams`: any of the table's).
   */
  onCommitted(tables: ReadonlySet<string>): void;
  /** A connection failed (the server ended it, the network dropped it): it is dropped, never fatal. */
  onConnectionError(error: Error): void;
};

/**
 * How long after PostgreSQL's own statement timeout the client stops waiting for an answer: the
 * server normally cancels first, with its own error; a silent network answers nothing at all.
 */
export const READ_TIMEOUT_MARGIN_MS = 1000;

/**
 * The API's PostgreSQL pool, built to outlive its connections:
 * - an error on any connection, idle in the pool or held by a transaction, is reported and
 *   drops that connection instead of ending the process ("Unhandled 'error' event");
 * - opening a connection, or waiting for a free one, gives up after connectTimeoutMs; a
 *   statement runs at most statementTimeoutMs (PostgreSQL cancels it), and the client stops
 *   waiting a second later and drops the connection (a silent network never answers);
 * - a read outside a transaction that lost its connection is asked again on another
 *   (reads change nothing, so asking again cannot double anything);
 * - each committed statement that changed rows reports its tables (with those its foreign
 *   keys' actions change) as soon as the commit answers, before the writer's next request,
 *   each with the league whose rows it changed when the database's triggers named one.
 */
export function createPool(settings: PoolSettings, events: PoolEvents): pg.Pool {
  const pool = new ResilientPool({
    connectionString: settings.url,
    max: settings.poolMax,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    query_timeout: settings.statementTimeoutMs + READ_TIMEOUT_MARGIN_MS,
    // A connection a NAT or proxy dropped while idle ends in an error instead of waiting forever.
    keepAlive: true,
    // The change triggers tell this pool's own statements which league they changed (migration 0017).
    options: '-c fantasy.report_changes=on',
  });
  // An idle connection that fails: the pool has already dropped it.
  pool.on('error', (error) => events.onConnectionError(error));
  pool.on('connect', (client) => {
    // Held by a transaction, a connection has no pool listener: without this, its failure
    // between two statements would end the process.
    client.on('error', (error) => events.onConnectionError(error));
    observeStatements(client, events.onCommitted);
  });
  return pool;
}

/**
 * How often a read, or a transaction that had not begun, is tried when its connection is lost:
 * the connections the server ended together may be handed out before the pool hears of it.
 */
export const ATTEMPTS_ON_LOST_CONNECTION = 3;

type QueryCallback = (error: Error | null, result?: pg.QueryResult) => void;
type AnyQuery = (...args: unknown[]) => unknown;

class ResilientPool extends pg.Pool {
  // pg's overloads, loosely: drizzle asks (config, values) for a promise; pg's own helpers pass a callback.
  override query = ((...args: unknown[]) => {
    const ask = (super.query as AnyQuery).bind(this);
    const asksForPromise = !args.some((arg) => typeof arg === 'function');
    if (!asksForPromise || !isRead(sqlTextOf(args[0]))) return ask(...args);
    const attempt = async (left: number): Promise<pg.QueryResult> => {
      try {
        return await (ask(...args) as Promise<pg.QueryResult>);
      } catch (error) {
        if (left <= 1 || !isConnectionLost(error)) throw error;
        return attempt(left - 1);
      }
    };
    return attempt(ATTEMPTS_ON_LOST_CONNECTION);
  }) as pg.Pool['query'];
}

function sqlTextOf(config: unknown): string {
  if (typeof config === 'string') return config;
  if (config && typeof config === 'object' && 'text' in config && typeof config.text === 'string') return config.text;
  return '';
}

function isRead(sqlText: string): boolean {
  return /^\s*select\b/i.test(sqlText) && !/\bfor\s+(no\s+key\s+)?update\b|\bfor\s+(key\s+)?share\b/i.test(sqlText);
}

/**
 * Watches what a connection runs, to report the tables of each change once committed: a
 * statement outside a transaction commits when it answers; inside one, at `commit`.
 * A read timeout (the server said nothing for too long) drops the connection, which pg would
 * otherwise hand back to the pool with the unanswered statement still in its way.
 */
function observeStatements(client: pg.PoolClient, onCommitted: PoolEvents['onCommitted']): void {
  const query = client.query.bind(client) as AnyQuery;
  let inTransaction = false;
  let written = new Set<string>();
  /** What the triggers told this connection (NOTICEs) while the statement under way ran. */
  let announced: string[] = [];
  client.on('notice', (notice) => {
    const announcement = announcementIn(notice.message ?? '');
    if (announcement) announced.push(announcement);
  });

  const observe = (sqlText: string, error: unknown, result: pg.QueryResult | undefined) => {
    const heard = announced;
    announced = [];
    const keyword = sqlText.trimStart().slice(0, 9).toLowerCase();
    if (error) {
      if (error instanceof Error && error.message === 'Query read timeout') dropConnection(client);
      // A failed commit may still have committed (the answer was lost): forgetting too much is harmless.
      if (keyword.startsWith('commit') && written.size > 0) onCommitted(written);
      if (keyword.startsWith('commit') || keyword.startsWith('rollback')) [inTransaction, written] = [false, new Set()];
      return;
    }
    if (keyword.startsWith('begin') || keyword.startsWith('start')) {
      [inTransaction, written] = [true, new Set()];
    } else if (keyword.startsWith('commit') || keyword.startsWith('end')) {
      if (written.size > 0) onCommitted(written);
      [inTransaction, written] = [false, new Set()];
    } else if (keyword.startsWith('rollback') && !/^\s*rollback\s+to\b/i.test(sqlText)) {
      [inTransaction, written] = [false, new Set()];
    } else if ((result?.rowCount ?? 0) > 0 || /^\s*truncate\b/i.test(sqlText)) {
      const changed = changesOf(sqlText, heard);
      if (changed.size === 0) return;
      if (inTransaction) for (const table of changed) written.add(table);
      else onCommitted(changed);
    }
  };

  client.query = ((...args: unknown[]) => {
    const sqlText = sqlTextOf(args[0]);
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as QueryCallback;
      args[callbackAt] = (error: Error | null, result?: pg.QueryResult) => {
        observe(sqlText, error, result);
        callback(error, result);
      };
      return query(...args);
    }
    const answer = query(...args);
    if (!(answer instanceof Promise)) return answer;
    return answer.then(
      (result: pg.QueryResult) => {
        observe(sqlText, null, result);
        return result;
      },
      (error: unknown) => {
        observe(sqlText, error, undefined);
        throw error;
      },
    );
  }) as pg.PoolClient['query'];
}

/** Ends a connection at once, without the goodbye a silent server would never answer. */
function dropConnection(client: pg.PoolClient): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}
