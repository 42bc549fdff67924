import pg from 'pg';
import type { PostgresTimeouts } from '../config';

export type ListenSettings = { url: string } & Pick<
  PostgresTimeouts,
  'connectTimeoutMs' | 'listenHeartbeatMs' | 'listenTimeoutMs'
>;

/** The heartbeat's statement: named, so the listening connection can be told from pooled ones in pg_stat_activity. */
export const HEARTBEAT = 'select 1 as listening';

/** How long a lost listening connection waits before connecting again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When it
 * fails, ends, or stops answering its heartbeat (a network or proxy that drops a connection
 * silently leaves it open on this side for hours), `onListening(false)` at once, then a new
 * connection after a pause, until stopped. The heartbeat is a statement on that connection
 * every listenHeartbeatMs, which must answer within listenTimeoutMs.
 */
export async function listenPostgres(
  settings: ListenSettings,
  channel: string,
  onMessage: (payload: string) => void,
  onListening: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: settings.url,
      keepAlive: true,
      connectionTimeoutMillis: settings.connectTimeoutMs,
    });
    let lost = false;
    let heartbeat: NodeJS.Timeout | undefined;
    const onLost = () => {
      if (lost) return;
      lost = true;
      clearInterval(heartbeat);
      if (current === client) current = null;
      onListening(false);
      // Not end(): its goodbye waits on a server that may never answer.
      dropConnection(client);
      if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
    };
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      await client.query(withTimeout(`listen ${client.escapeIdentifier(channel)}`, settings.listenTimeoutMs));
      if (stopped || lost) return void client.end().catch(() => undefined);
      current = client;
      onListening(true);
      heartbeat = setInterval(() => {
        client.query(withTimeout(HEARTBEAT, settings.listenTimeoutMs)).catch(onLost);
      }, settings.listenHeartbeatMs);
      heartbeat.unref();
    } catch {
      onLost();
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    onListening(false);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}

/** A statement pg stops waiting for after `timeoutMs` (pg reads query_timeout; its types omit it). */
function withTimeout(text: string, timeoutMs: number): pg.QueryConfig {
  return { text, query_timeout: timeoutMs } as pg.QueryConfig;
}

function dropConnection(client: pg.Client): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}
