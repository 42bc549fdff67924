import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { parseAnnouncement } from '../../db/read-cache';
import type { ChangeSubscriber } from '../../plugins/database';
import { feedNamesOf } from '../activity';
import {
  countAfter,
  cursorOfEntry,
  entriesAfter,
  entriesAround,
  isAfter,
  lastEntry,
  LOG_START,
  type LogCursor,
  type Snapshot,
  runningWhenWritten,
  type StreamEntry,
} from './event-repository';
import { endsMembership, type LiveEvent, STREAMED_ACTIONS, toLiveEvent } from './live-events';

/** Where a stream's events go: the route writes them as Server-Sent Events. */
export type EventSink = {
  send(event: LiveEvent): void;
  /** A comment line that keeps the connection busy for proxies. */
  heartbeat(): void;
  /** Ends the response (the member left, the app closes, the client reads too slowly). */
  end(): void;
};

export type EventHubOptions = {
  /** Open streams one user may hold on this instance (tabs, devices); the next is refused. */
  maxStreamsPerUser: number;
  /** More missed entries than this and a reconnect gets `reset` (read everything afresh) instead. */
  replayMax: number;
  /** Entries one read takes; a longer backlog is read in turns. */
  readBatch: number;
  /** Between heartbeats on every open stream. */
  heartbeatMs: number;
  /** How soon a failed read is tried again; four times this, how often every league is read while announcements are not heard. */
  pollMs: number;
};

export const DEFAULT_EVENT_HUB_OPTIONS: EventHubOptions = {
  maxStreamsPerUser: 8,
  replayMax: 500,
  readBatch: 200,
  // Under every common proxy's idle timeout: nginx's proxy_read_timeout and AWS ALB's 60 s,
  // Cloudflare's 100 s, and undici's (the site's /api proxy, @fastify/reply-from) 300 s.
  heartbeatMs: 20_000,
  pollMs: 250,
};

/**
 * An open stream: it has every entry up to `cursor` in log order, except those of the
 * `pending` transactions, which were still running when it passed them.
 */
type Stream = { userId: number; cursor: LogCursor; pending: Set<bigint>; sink: EventSink; closed: boolean };

type LeagueStreams = {
  streams: Set<Stream>;
  /** Every read of the league's log, one after another (joins and deliveries). */
  chain: Promise<void>;
  /** A delivery is queued and has not started: another wake-up needs none of its own. */
  queued: boolean;
  retry: NodeJS.Timeout | undefined;
};

/**
 * The live stream's one fan-out (docs/api.md §20). It hears the audit log's announcements
 * (`audit_log 12` from any instance on the database, or a whole-table `audit_log` from this
 * instance's own commit) and, for each league with open streams, reads the entries after what
 * its streams have, and sends each stream what it has not had. The log is the only source: an
 * announcement is just the wake-up, so a missed or doubled one loses and repeats nothing.
 */
export class EventHub implements ChangeSubscriber {
  private readonly leagues = new Map<number, LeagueStreams>();
  private readonly perUser = new Map<number, number>();
  private listening = false;
  private poll: NodeJS.Timeout | undefined;
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: EventHubOptions = DEFAULT_EVENT_HUB_OPTIONS,
  ) {
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    this.heartbeat.unref();
  }

  changed(announcement: string): void {
    const { table, leagueId } = parseAnnouncement(announcement);
    if (table !== 'audit_log') return;
    if (leagueId === null) this.wakeAll();
    else this.wake(leagueId);
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    clearInterval(this.poll);
    this.poll = undefined;
    if (listening) {
      // What was written while nothing was heard.
      this.wakeAll();
    } else if (!this.closed) {
      this.poll = setInterval(() => this.wakeAll(), this.options.pollMs * 4);
      this.poll.unref();
    }
  }

  /** Takes one of the user's stream places; false when they hold the most already. */
  reserve(userId: number): boolean {
    const open = this.perUser.get(userId) ?? 0;
    if (this.closed || open >= this.options.maxStreamsPerUser) return false;
    this.perUser.set(userId, open + 1);
    return true;
  }

  /**
   * Opens a reserved stream of the league. Without `lastEventId` it starts now: `ready` names
   * the league's last entry, where a reconnect resumes. With it, what followed that entry is
   * sent first, then `ready`; an id that is no entry of the league, or more missed than
   * replayMax, gets `reset` (and its new place) instead. Answers the function that closes it.
   */
  open(leagueId: number, userId: number, lastEventId: number | null, sink: EventSink): () => void {
    const league = this.leagueOf(leagueId);
    const stream: Stream = { userId, cursor: LOG_START, pending: new Set(), sink, closed: false };
    const close = () => {
      if (stream.closed) return;
      stream.closed = true;
      const open = (this.perUser.get(userId) ?? 1) - 1;
      if (open > 0) this.perUser.set(userId, open);
      else this.perUser.delete(userId);
      league.streams.delete(stream);
      if (league.streams.size === 0 && this.leagues.get(leagueId) === league) {
        clearTimeout(league.retry);
        this.leagues.delete(leagueId);
      }
    };
    this.enqueue(leagueId, league, async () => {
      if (stream.closed) return;
      const resumed = lastEventId === null ? null : await this.resumeAt(leagueId, lastEventId);
      if (stream.closed) return;
      if (resumed) {
        stream.cursor = resumed;
        // What a transaction still running at the client's last event may have committed since.
        const running =
          lastEventId === null || lastEventId === 0 ? null : await runningWhenWritten(this.db, lastEventId);
        if (running !== null) {
          const around = await entriesAround(this.db, leagueId, STREAMED_ACTIONS, resumed, running);
          for (const { event } of await this.eventsOf(leagueId, around.entries)) sink.send(event);
          // Those still running as they were read: one that commits before the first delivery
          // below would otherwise lie behind the place and be read by nobody.
          holdRunningBelow(stream, around.snapshot);
        }
        league.streams.add(stream);
        await this.deliver(leagueId, league);
        if (!stream.closed) sink.send({ id: null, name: 'ready', data: {} });
        return;
      }
      const { last, snapshot } = await lastEntry(this.db, leagueId);
      if (stream.closed) return;
      stream.cursor = last;
      passTo(stream, snapshot);
      league.streams.add(stream);
      sink.send({ id: last.id, name: lastEventId === null ? 'ready' : 'reset', data: {} });
    });
    return close;
  }

  /** Ends every stream (the app closes): each client reconnects to another instance, or later. */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearInterval(this.poll);
    for (const league of this.leagues.values()) {
      clearTimeout(league.retry);
      for (const stream of league.streams) stream.sink.end();
    }
  }

  /** Open streams on this instance (the bench reads it). */
  get size(): number {
    let count = 0;
    for (const league of this.leagues.values()) count += league.streams.size;
    return count;
  }

  private leagueOf(leagueId: number): LeagueStreams {
    let league = this.leagues.get(leagueId);
    if (!league) {
      league = { streams: new Set(), chain: Promise.resolve(), queued: false, retry: undefined };
      this.leagues.set(leagueId, league);
    }
    return league;
  }

  /** Where a reconnect resumes, or null when it cannot be told (its id is no entry of the league, or too much was missed). */
  private async resumeAt(leagueId: number, lastEventId: number): Promise<LogCursor | null> {
    const cursor = lastEventId === 0 ? LOG_START : await cursorOfEntry(this.db, leagueId, lastEventId);
    if (!cursor) return null;
    const missed = await countAfter(this.db, leagueId, STREAMED_ACTIONS, cursor, this.options.replayMax + 1);
    return missed > this.options.replayMax ? null : cursor;
  }

  private enqueue(leagueId: number, league: LeagueStreams, work: () => Promise<void>): void {
    league.chain = league.chain.then(work).catch((error: unknown) => {
      this.log.warn({ leagueId, reason: (error as Error).message }, 'could not read the live events; trying again');
      this.retryLater(leagueId, league);
    });
  }

  private wake(leagueId: number): void {
    const league = this.leagues.get(leagueId);
    if (!league || league.queued) return;
    league.queued = true;
    this.enqueue(leagueId, league, () => {
      league.queued = false;
      return this.deliver(leagueId, league);
    });
  }

  private wakeAll(): void {
    for (const leagueId of this.leagues.keys()) this.wake(leagueId);
  }

  private retryLater(leagueId: number, league: LeagueStreams): void {
    if (league.retry || this.closed) return;
    league.retry = setTimeout(() => {
      league.retry = undefined;
      this.wake(leagueId);
    }, this.options.pollMs);
    league.retry.unref();
  }

  /**
   * Sends each of the league's streams the entries after its place, and those of the
   * transactions it passed while they ran, as they commit: never waiting on a transaction
   * still running (docs/api.md §20).
   */
  private async deliver(leagueId: number, league: LeagueStreams): Promise<void> {
    for (;;) {
      const streams = [...league.streams].filter((stream) => !stream.closed);
      if (streams.length === 0) return;
      const from = streams.reduce(
        (min, stream) => (isAfter(min, stream.cursor) ? stream.cursor : min),
        streams[0]!.cursor,
      );
      const pending = new Set(streams.flatMap((stream) => [...stream.pending]));
      const read = await entriesAfter(this.db, leagueId, STREAMED_ACTIONS, from, [...pending], this.options.readBatch);
      const events = await this.eventsOf(leagueId, read.entries);
      for (const stream of streams) {
        for (const { entry, event } of events) {
          if (stream.closed) break;
          const late = stream.pending.has(entry.cursor.txId);
          if (!late && !isAfter(entry.cursor, stream.cursor)) continue;
          // Another stream's pending transaction, past where this batch stops: sent now it
          // would take this stream's place past entries the next batch reads (a reconnect
          // far behind lost them so); the next batch reads it in its turn.
          if (!late && read.through && isAfter(entry.cursor, read.through)) continue;
          stream.sink.send(event);
          if (!late) stream.cursor = entry.cursor;
          if (endsMembership(entry, stream.userId)) stream.sink.end();
        }
        // A pending transaction whose entries were read has committed: all of them were read.
        for (const entry of read.entries) stream.pending.delete(entry.cursor.txId);
        if (read.more) {
          // The batch held every entry up to where it stopped: a stream moves there even when
          // none of them was an event for it (else a batch of such entries is read forever).
          if (read.through && isAfter(read.through, stream.cursor)) stream.cursor = read.through;
          holdRunningBelow(stream, read.snapshot);
        } else passTo(stream, read.snapshot);
      }
      if (!read.more) return;
    }
  }

  private async eventsOf(leagueId: number, entries: StreamEntry[]) {
    if (entries.length === 0) return [];
    const names = await feedNamesOf(this.db, leagueId, entries);
    return entries.flatMap((entry) => {
      const event = toLiveEvent(entry, names);
      return event ? [{ entry, event }] : [];
    });
  }

  private beat(): void {
    for (const league of this.leagues.values()) for (const stream of league.streams) stream.sink.heartbeat();
  }
}

/**
 * A read stopped at its batch's end: the stream's place is now where the batch stopped (or
 * its own, further on), and it has passed every transaction the read's snapshot saw still running below it. Their
 * entries will sort before the place when they commit, so they are pending from now on (read
 * when they commit); those above the place are read in turn. Without this a transaction that
 * committed between two batches was skipped by every stream that read them (the cluster
 * bench saw 18 entries missed by all the streams of one instance).
 */
function holdRunningBelow(stream: Stream, snapshot: Snapshot): void {
  for (const xid of snapshot.inProgress) if (xid < stream.cursor.txId) stream.pending.add(xid);
}

/**
 * Every entry the snapshot could see has been read: the stream's place moves past every
 * transaction that had ended (those below xmax), and those still running become pending, to
 * be read when they commit. A pending one the snapshot saw end is done with.
 */
function passTo(stream: Stream, snapshot: Snapshot): void {
  const running = new Set(snapshot.inProgress);
  for (const xid of stream.pending) if (xid < snapshot.xmax && !running.has(xid)) stream.pending.delete(xid);
  const reached: LogCursor = { txId: snapshot.xmax, id: 0 };
  if (!isAfter(reached, stream.cursor)) return;
  for (const xid of snapshot.inProgress) stream.pending.add(xid);
  stream.cursor = reached;
}
