/**
 * Our copy of Sleeper's player list (docs/sleeper.md §5): `/players/nfl` is 5–14 MB, and
 * Sleeper asks that it be fetched at most once a day. It is read as a stream (records parsed
 * as the bytes arrive, never the whole text or object in memory), kept as compact rows, then
 * upserted in batches in one short transaction with the download's row, so the database is
 * never held while Sleeper sends. Rosters then name players with one query.
 */
import { JSONParser } from '@streamparser/json';
import { desc, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { sleeperPlayerDownloads, sleeperPlayers } from '../../../db/schema';
import { BodyTooLargeError, boundedChunks, describeBytes } from '../bounded-body';
import { SITE_SHARE, withCallShare } from '../call-share';
import { ProviderError } from '../provider-error';
import { parsePlayerRecord, type SleeperPlayerRow } from './parse/players';
import { SleeperShapeError } from './parse/shape';
import type { SleeperClient } from './sleeper-client';

export const PLAYERS_PATH = '/players/nfl';
/** Sleeper's own advice: the list changes slowly, fetch it once a day. */
export const PLAYER_LIST_MAX_AGE_MS = 24 * 60 * 60_000;
/** The list is big: it gets longer than an ordinary call to arrive whole. */
const DOWNLOAD_TIMEOUT_MS = 120_000;
/** The list is 5–14 MB today: room for it to grow several times, not for an endless body. */
export const PLAYER_LIST_MAX_BYTES = 64 * 1024 * 1024;
/** NFL players ever listed number some thousands (3,600 a season's, 11,000 in all): far below this. */
export const PLAYER_LIST_MAX_PLAYERS = 50_000;
const BATCH_SIZE = 500;

export type SleeperPlayerStoreOptions = {
  db: Database;
  client: SleeperClient;
  log: FastifyBaseLogger;
  now?: () => number;
  downloadTimeoutMs?: number;
  /** The largest list read (tests pass a small one). */
  maxBytes?: number;
};

export class SleeperPlayerStore {
  private readonly now: () => number;
  /** The download under way, shared by every caller that needs the list meanwhile. */
  private running: Promise<void> | null = null;
  private parsedSoFar = 0;
  /** Until when the stored list is known to be fresh: no query before then. */
  private freshUntil = 0;

  constructor(private readonly options: SleeperPlayerStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Players parsed so far by the download under way (for its log line, and to see it streams). */
  get playersRead(): number {
    return this.parsedSoFar;
  }

  /**
   * Makes sure the list is at most a day old: downloads it when it is older or missing. A
   * failed download with an older list in hand keeps using that one (and says so in the log).
   */
  async ensureFresh(): Promise<void> {
    if (this.now() < this.freshUntil) return;
    const latest = await this.latestDownload();
    if (latest && this.now() - latest.getTime() < PLAYER_LIST_MAX_AGE_MS) {
      this.freshUntil = latest.getTime() + PLAYER_LIST_MAX_AGE_MS;
      return;
    }
    this.running ??= this.download().finally(() => (this.running = null));
    try {
      await this.running;
      this.freshUntil = this.now() + PLAYER_LIST_MAX_AGE_MS;
    } catch (error) {
      if (!latest) throw error;
      this.options.log.warn(
        { err: error, listFrom: latest },
        "Sleeper's player list could not be refreshed: using the one we have",
      );
    }
  }

  /** The stored players among `ids`, by id, in one query. */
  async players(ids: readonly string[]): Promise<Map<string, SleeperPlayerRow>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.options.db.select().from(sleeperPlayers).where(inArray(sleeperPlayers.playerId, unique));
    return new Map(rows.map((row) => [row.playerId, row]));
  }

  private async latestDownload(): Promise<Date | null> {
    const [row] = await this.options.db
      .select({ fetchedAt: sleeperPlayerDownloads.fetchedAt })
      .from(sleeperPlayerDownloads)
      .orderBy(desc(sleeperPlayerDownloads.fetchedAt))
      .limit(1);
    return row?.fetchedAt ?? null;
  }

  private async download(): Promise<void> {
    const started = this.now();
    const rows = await this.readList();
    if (rows.length === 0)
      throw new ProviderError('bad_response', "Sleeper's player list came back empty. Try again later.");
    await this.options.db.transaction(async (tx) => {
      for (let start = 0; start < rows.length; start += BATCH_SIZE) {
        await tx
          .insert(sleeperPlayers)
          .values(rows.slice(start, start + BATCH_SIZE))
          .onConflictDoUpdate({
            target: sleeperPlayers.playerId,
            set: {
              fullName: sql`excluded.full_name`,
              position: sql`excluded.position`,
              nflTeam: sql`excluded.nfl_team`,
              fantasyPositions: sql`excluded.fantasy_positions`,
              status: sql`excluded.status`,
            },
          });
      }
      await tx.insert(sleeperPlayerDownloads).values({ fetchedAt: new Date(this.now()), playerCount: rows.length });
    });
    this.options.log.info(
      { players: rows.length, ms: this.now() - started },
      "Sleeper's player list downloaded and stored",
    );
  }

  /** Streams `/players/nfl` into rows: each record is parsed and dropped as soon as it is whole. */
  private async readList(): Promise<SleeperPlayerRow[]> {
    const timeoutMs = this.options.downloadTimeoutMs ?? DOWNLOAD_TIMEOUT_MS;
    const maxBytes = this.options.maxBytes ?? PLAYER_LIST_MAX_BYTES;
    // The site's one download a day, which every league's rosters wait on: its own share, as a screen's.
    const response = await withCallShare({ share: SITE_SHARE, kind: 'screen' }, () =>
      this.options.client.stream(PLAYERS_PATH, timeoutMs),
    );
    const rows: SleeperPlayerRow[] = [];
    // keepStack false: the records already read are not kept in the parser's root object.
    const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
    let records = 0;
    parser.onValue = ({ value, key }) => {
      records += 1;
      if (records > PLAYER_LIST_MAX_PLAYERS) throw new TooManyPlayers();
      const row = parsePlayerRecord(String(key), value);
      if (row) rows.push(row);
    };
    this.parsedSoFar = 0;
    const broken = (detail: string) =>
      new ProviderError('bad_response', `Sleeper's player list could not be read (${detail}). Try again later.`);
    if (!response.body) throw broken('no body');
    try {
      // Counted as it streams (bounded-body.ts): an endless list stops at the limit.
      for await (const chunk of boundedChunks(response, maxBytes)) {
        parser.write(chunk);
        this.parsedSoFar = rows.length;
      }
      if (!parser.isEnded) parser.end();
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        throw broken(`it took longer than ${Math.round(timeoutMs / 1000)} seconds`);
      if (error instanceof BodyTooLargeError) throw broken(`it is larger than ${describeBytes(maxBytes)}`);
      if (error instanceof TooManyPlayers) throw broken(`it lists more than ${PLAYER_LIST_MAX_PLAYERS} players`);
      if (error instanceof SleeperShapeError) throw broken(error.message);
      // The parser's own words quote what it choked on: Sleeper's data stays out of the message.
      throw broken('it is not the JSON it should be');
    }
    return rows;
  }
}

class TooManyPlayers extends Error {}
