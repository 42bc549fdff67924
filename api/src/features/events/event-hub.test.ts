import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type SQL, sql, StringChunk } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/app';
import { openSameDatabase } from '../../testing/database';
import { type FixtureLeague, fixtureLeague } from '../../testing/fixtures';
import type { DatabaseHandle } from '../../db/client';
import { type Actor, type AuditEntry, recordAudit } from '../audit';
import { DEFAULT_EVENT_HUB_OPTIONS, type EventSink, EventHub } from './event-hub';
import type { LiveEvent } from './live-events';

/** A transaction on the second connection that writes `entry` and stays open until `commit()`; `done` when it has. */
function openTransaction(second: DatabaseHandle, actor: Actor, entry: AuditEntry) {
  let commit = () => {};
  let markWritten = () => {};
  const written = new Promise<void>((resolve) => (markWritten = resolve));
  const done = second.db.transaction(async (tx) => {
    await recordAudit(tx, actor, entry);
    markWritten();
    await new Promise<void>((resolve) => (commit = resolve));
  });
  return { written, commit: () => commit(), done };
}

/** A stream's sink that keeps the weeks of its `scores` events, and when it got `ready`. */
function recordingSink() {
  const weeks: number[] = [];
  let ready = () => {};
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const sink: EventSink = {
    send: (event) => {
      if (event.name === 'ready') ready();
      if (event.name === 'scores') weeks.push(...(event.data as { weeks: number[] }).weeks);
    },
    heartbeat: () => {},
    end: () => {},
  };
  return { weeks, isReady, sink };
}

/**
 * The hub on its own, told nothing by the database (as while its listening connection is
 * lost): it reads every league with open streams on a timer instead, so an entry still
 * reaches an open stream. Without the timer it would never arrive: the test's 10 s limit.
 */
describe('the event hub without announcements', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
  });
  after(() => app.close());

  it(
    'polls while announcements are not heard, so a new entry still reaches an open stream',
    { timeout: 10_000 },
    async () => {
      const hub = new EventHub(app.db, app.log, { ...DEFAULT_EVENT_HUB_OPTIONS, pollMs: 25 });
      const received: LiveEvent[] = [];
      let wake = () => {};
      const sink: EventSink = {
        send: (event) => {
          received.push(event);
          wake();
        },
        heartbeat: () => {},
        end: () => {},
      };
      const until = (matches: (event: LiveEvent) => boolean) =>
        new Promise<LiveEvent>((resolve) => {
          const look = () => {
            const found = received.find(matches);
            if (found) resolve(found);
          };
          wake = look;
          look();
        });
      try {
        hub.setListening(false);
        assert.ok(hub.reserve(1));
        hub.open(league.leagueId, 1, null, sink);
        await until((event) => event.name === 'ready');
        // Written as a change writes it; nobody tells the hub (it subscribes to nothing here).
        await app.db.transaction((tx) =>
          recordAudit(
            tx,
            { leagueId: league.leagueId, userId: null },
            {
              action: 'scores.refresh',
              entity: 'matchups',
              entityId: null,
              before: null,
              after: { season: league.currentSeason, weeks: [7] },
            },
          ),
        );
        const event = await until((one) => one.name === 'scores');
        assert.deepEqual((event.data as { weeks: number[] }).weeks, [7]);
      } finally {
        hub.close();
      }
    },
  );
});

/**
 * A backlog longer than one read is read in batches. A transaction still running when a batch
 * was read, with a smaller id than the batch's last entry, sorts before the stream's new place
 * when it commits: it must be looked for then, or every stream that read the batch skips it.
 * The database handle commits it between the two batches, exactly there.
 */
describe('the event hub reading a backlog in batches', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
  });
  after(() => app.close());

  const scoresEntry = (week: number) =>
    ({
      action: 'scores.refresh',
      entity: 'matchups',
      entityId: null,
      before: null,
      after: { season: league.currentSeason, weeks: [week] },
    }) as const;

  it(
    'sends an entry whose transaction committed between two batches, behind the place the first took the stream to',
    { timeout: 15_000 },
    async (t) => {
      const second = await openSameDatabase(app.db);
      if (!second) return t.skip('PGlite is one connection: no transaction can stay open beside another');
      const actor = { leagueId: league.leagueId, userId: null };
      // Week 1's transaction begins and writes first (the smaller transaction id), and stays open.
      const { written, commit: commitSlow, done: slow } = openTransaction(second, actor, scoresEntry(1));
      let armed = false;
      const db = new Proxy(app.db, {
        get(target, property, receiver) {
          if (property !== 'execute') return Reflect.get(target, property, receiver);
          return async (...args: Parameters<typeof target.execute>) => {
            const result = await target.execute(...args);
            if (armed) {
              // The first batch is read: week 1's transaction commits before the hub goes on.
              armed = false;
              commitSlow();
              await slow;
            }
            return result;
          };
        },
      });
      const hub = new EventHub(db, app.log, { ...DEFAULT_EVENT_HUB_OPTIONS, readBatch: 1 });
      const weeks: number[] = [];
      let ready = () => {};
      const isReady = new Promise<void>((resolve) => (ready = resolve));
      let allThree = () => {};
      const sent = new Promise<void>((resolve) => (allThree = resolve));
      const sink: EventSink = {
        send: (event) => {
          if (event.name === 'ready') ready();
          if (event.name === 'scores') weeks.push(...(event.data as { weeks: number[] }).weeks);
          if (weeks.length === 3) allThree();
        },
        heartbeat: () => {},
        end: () => {},
      };
      try {
        assert.ok(hub.reserve(1));
        hub.open(league.leagueId, 1, null, sink);
        await isReady;
        await written;
        // Weeks 2 and 3 commit after week 1 began: two batches of one entry each.
        for (const week of [2, 3]) await app.db.transaction((tx) => recordAudit(tx, actor, scoresEntry(week)));
        armed = true;
        hub.changed(`audit_log ${league.leagueId}`);
        await sent;
        assert.deepEqual([...weeks].sort(), [1, 2, 3]);
      } finally {
        hub.close();
        commitSlow();
        await slow.catch(() => {});
        await second.close();
      }
    },
  );

  it(
    'cuts a batch after its limit of entries even when a pending transaction of a stream further on has entries in it',
    { timeout: 15_000 },
    async (t) => {
      const second = await openSameDatabase(app.db);
      if (!second) return t.skip('PGlite is one connection: no transaction can stay open beside another');
      const actor = { leagueId: league.leagueId, userId: null };
      const write = (week: number) => app.db.transaction((tx) => recordAudit(tx, actor, scoresEntry(week)));
      // Week 10 is where the reconnecting stream last was.
      await write(10);
      const { rows } = (await app.db.execute(
        sql`select max(id) as id from audit_log where league_id = ${league.leagueId}`,
      )) as unknown as { rows: { id: number }[] };
      const lastSeen = Number(rows[0]!.id);
      // Week 11's transaction writes (a smaller transaction id than 12 to 15) and stays open
      // while the first stream opens after week 12 committed: it is pending on that stream (a
      // snapshot lists as running only those below the newest that ended).
      const { written, commit: commitSlow, done: slow } = openTransaction(second, actor, scoresEntry(11));
      const hub = new EventHub(app.db, app.log, { ...DEFAULT_EVENT_HUB_OPTIONS, readBatch: 2 });
      const [ahead, resumed, last] = [recordingSink(), recordingSink(), recordingSink()];
      try {
        await written;
        await write(12);
        assert.ok(hub.reserve(1));
        hub.open(league.leagueId, 1, null, ahead.sink);
        await ahead.isReady;
        for (const week of [13, 14, 15]) await write(week);
        commitSlow();
        await slow;
        // The reconnect reads from week 10 with week 11 pending: one batch of two is 11 (as
        // pending), 12 and 13; 14 and 15 are the next batch's.
        assert.ok(hub.reserve(2));
        hub.open(league.leagueId, 2, lastSeen, resumed.sink);
        await resumed.isReady;
        // Every read the hub queued is done once a stream opened after them is ready.
        assert.ok(hub.reserve(3));
        hub.open(league.leagueId, 3, null, last.sink);
        await last.isReady;
        assert.deepEqual([...new Set(ahead.weeks)].sort(), [11, 13, 14, 15]);
        assert.deepEqual([...new Set(resumed.weeks)].filter((week) => week >= 11).sort(), [11, 12, 13, 14, 15]);
      } finally {
        hub.close();
        commitSlow();
        await slow.catch(() => {});
        await second.close();
      }
    },
  );

  it(
    'sends a reconnecting stream an entry whose transaction commits between the resend of those around its place and the first read',
    { timeout: 15_000 },
    async (t) => {
      const second = await openSameDatabase(app.db);
      if (!second) return t.skip('PGlite is one connection: no transaction can stay open beside another');
      const actor = { leagueId: league.leagueId, userId: null };
      // Week 21's transaction writes first (the smaller transaction id) and stays open while
      // week 20 commits: the client last received week 20.
      const { written, commit: commitSlow, done: slow } = openTransaction(second, actor, scoresEntry(21));
      const isResend = (query: unknown) =>
        (query as SQL).queryChunks?.some(
          (chunk) => chunk instanceof StringChunk && chunk.value.join('').includes('a.xact >='),
        );
      const db = new Proxy(app.db, {
        get(target, property, receiver) {
          if (property !== 'execute') return Reflect.get(target, property, receiver);
          return async (...args: Parameters<typeof target.execute>) => {
            const result = await target.execute(...args);
            if (isResend(args[0])) {
              // The resend has read the log: week 21 commits before the hub goes on.
              commitSlow();
              await slow;
            }
            return result;
          };
        },
      });
      const hub = new EventHub(db, app.log, DEFAULT_EVENT_HUB_OPTIONS);
      const weeks: number[] = [];
      let ready = () => {};
      const isReady = new Promise<void>((resolve) => (ready = resolve));
      let got21 = () => {};
      const has21 = new Promise<void>((resolve) => (got21 = resolve));
      const sink: EventSink = {
        send: (event) => {
          if (event.name === 'ready') ready();
          if (event.name === 'scores') weeks.push(...(event.data as { weeks: number[] }).weeks);
          if (weeks.includes(21)) got21();
        },
        heartbeat: () => {},
        end: () => {},
      };
      try {
        await written;
        await app.db.transaction((tx) => recordAudit(tx, actor, scoresEntry(20)));
        const { rows } = (await app.db.execute(
          sql`select max(id) as id from audit_log where league_id = ${league.leagueId}`,
        )) as unknown as { rows: { id: number }[] };
        assert.ok(hub.reserve(1));
        hub.open(league.leagueId, 1, Number(rows[0]!.id), sink);
        await isReady;
        // Without holding it, no later read looks behind the place again: the test's limit.
        hub.changed(`audit_log ${league.leagueId}`);
        await has21;
        assert.ok(weeks.includes(21));
      } finally {
        hub.close();
        commitSlow();
        await slow.catch(() => {});
        await second.close();
      }
    },
  );

  it(
    "keeps a stream far behind in order when another stream's pending transaction lies past where a batch stops",
    { timeout: 15_000 },
    async (t) => {
      const second = await openSameDatabase(app.db);
      if (!second) return t.skip('PGlite is one connection: no transaction can stay open beside another');
      const actor = { leagueId: league.leagueId, userId: null };
      const write = (week: number) => app.db.transaction((tx) => recordAudit(tx, actor, scoresEntry(week)));
      await write(40);
      const { rows } = (await app.db.execute(
        sql`select max(id) as id from audit_log where league_id = ${league.leagueId}`,
      )) as unknown as { rows: { id: number }[] };
      const lastSeen = Number(rows[0]!.id);
      for (const week of [41, 42, 43]) await write(week);
      // Week 44's transaction writes after 43 and stays open while 45 commits and the first
      // stream opens: pending on that stream, and past the reconnect's first batch (41, 42).
      const { written, commit: commitSlow, done: slow } = openTransaction(second, actor, scoresEntry(44));
      const hub = new EventHub(app.db, app.log, { ...DEFAULT_EVENT_HUB_OPTIONS, readBatch: 2 });
      const [ahead, resumed, last] = [recordingSink(), recordingSink(), recordingSink()];
      try {
        await written;
        await write(45);
        assert.ok(hub.reserve(1));
        hub.open(league.leagueId, 1, null, ahead.sink);
        await ahead.isReady;
        for (const week of [46, 47]) await write(week);
        commitSlow();
        await slow;
        assert.ok(hub.reserve(2));
        hub.open(league.leagueId, 2, lastSeen, resumed.sink);
        await resumed.isReady;
        assert.ok(hub.reserve(3));
        hub.open(league.leagueId, 3, null, last.sink);
        await last.isReady;
        assert.deepEqual([...new Set(ahead.weeks)].sort(), [44, 46, 47]);
        assert.deepEqual([...new Set(resumed.weeks)].filter((week) => week >= 41).sort(), [41, 42, 43, 44, 45, 46, 47]);
      } finally {
        hub.close();
        commitSlow();
        await slow.catch(() => {});
        await second.close();
      }
    },
  );

  it(
    'resends on a reconnect the entry of a transaction that ran when the last event was written, however many entries came before',
    { timeout: 15_000 },
    async (t) => {
      const second = await openSameDatabase(app.db);
      if (!second) return t.skip('PGlite is one connection: no transaction can stay open beside another');
      const actor = { leagueId: league.leagueId, userId: null };
      // A busy league's minutes: 600 entries, more than a resend ever takes.
      await app.db.transaction((tx) =>
        recordAudit(
          tx,
          actor,
          Array.from({ length: 600 }, () => scoresEntry(60)),
        ),
      );
      const { written, commit: commitSlow, done: slow } = openTransaction(second, actor, scoresEntry(61));
      const hub = new EventHub(app.db, app.log, DEFAULT_EVENT_HUB_OPTIONS);
      try {
        await written;
        // The client's last event: week 62, written while week 61's transaction ran.
        await app.db.transaction((tx) => recordAudit(tx, actor, scoresEntry(62)));
        const { rows } = (await app.db.execute(
          sql`select max(id) as id from audit_log where league_id = ${league.leagueId}`,
        )) as unknown as { rows: { id: number }[] };
        // It commits while the client is away.
        commitSlow();
        await slow;
        const weeks: number[] = [];
        let ready = () => {};
        const isReady = new Promise<void>((resolve) => (ready = resolve));
        assert.ok(hub.reserve(1));
        hub.open(league.leagueId, 1, Number(rows[0]!.id), {
          send: (event) => {
            if (event.name === 'ready') ready();
            if (event.name === 'scores') weeks.push(...(event.data as { weeks: number[] }).weeks);
          },
          heartbeat: () => {},
          end: () => {},
        });
        await isReady;
        assert.ok(weeks.includes(61), `week 61 resent (got ${weeks.filter((week) => week !== 60).join(', ')})`);
      } finally {
        hub.close();
        commitSlow();
        await slow.catch(() => {});
        await second.close();
      }
    },
  );
});
