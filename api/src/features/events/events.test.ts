import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type ActivityItem, LEAGUE_ID_HEADER, type Trade } from 'shared-contracts';
import { memberships, users } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { recordAudit } from '../audit';
import { SCORES_REFRESH_ACTION } from '../provider';
import { openSameDatabase } from '../../testing/database';
import { EventStreamReader, listening } from '../../testing/event-stream';
import { type FixtureLeague, fixtureLeague, freshYear, setFaab } from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';

/**
 * GET /api/events over real HTTP (a stream never ends, so never through inject): what the
 * activity feed shows, live, from any instance on the database, resumed after a reconnect,
 * and only to the league's members. No test waits on a clock: each waits for the event it
 * expects, and tells another league's events apart by an event of its own league sent after.
 */
describe('GET /api/events: the league live stream', () => {
  let app: FastifyInstance;
  let base: string;
  let league: FixtureLeague;
  let commissioner: TestUser;
  let manager: TestUser;
  const readers: EventStreamReader[] = [];

  const open = (user: TestUser, leagueId: number, lastEventId?: number | string) => {
    const reader = new EventStreamReader(base, user, leagueId, lastEventId);
    readers.push(reader);
    return reader;
  };
  const headers = (user: TestUser, leagueId: number) => ({ ...bearer(user), [LEAGUE_ID_HEADER]: String(leagueId) });
  const propose = async (on: FastifyInstance = app): Promise<Trade> => {
    const [teamA, teamB] = league.teamIds as [number, number];
    const response = await on.inject({
      method: 'POST',
      url: '/api/trades',
      headers: headers(manager, league.leagueId),
      payload: {
        proposedByTeamId: teamB,
        proposedToTeamId: teamA,
        items: [{ fromTeamId: teamB, toTeamId: teamA, itemType: 'faab', quantity: 1 }],
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as Trade;
  };
  const feed = async (user: TestUser, leagueId: number): Promise<ActivityItem[]> => {
    const response = await app.inject({ method: 'GET', url: '/api/activity', headers: headers(user, leagueId) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as ActivityItem[];
  };

  before(async () => {
    app = await createTestApp();
    base = await listening(app);
    league = await fixtureLeague(app);
    commissioner = await signIn(app);
    manager = await signInAsManager(app, league.teamIds[1]!);
    await setFaab(app, league, league.teamIds[1]!, league.currentSeason, 100);
  });
  after(async () => {
    for (const reader of readers) reader.close();
    await app.close();
  });

  it('sends a proposal as the feed shows it, with its audit id as the event id, to every member of the league', async () => {
    const watching = open(commissioner, league.leagueId);
    const ready = await watching.next((event) => event.name === 'ready');
    assert.match(ready.id, /^\d+$/, 'ready names where a reconnect resumes');
    const trade = await propose();
    const event = await watching.next((received) => received.name === 'activity');
    const [newest] = await feed(commissioner, league.leagueId);
    assert.deepEqual(event.data, newest, 'the very item of the feed');
    assert.equal(event.id, String(newest!.id));
    assert.equal(newest!.kind, 'trade.proposed');
    assert.deepEqual(newest!.teamIds.sort(), [trade.proposedByTeamId, trade.proposedToTeamId].sort());
    assert.doesNotMatch(JSON.stringify(event.data), /@example\.com/, 'no email, as in the feed');
  });

  it('resumes after Last-Event-ID with every event missed, in order, then ready', async () => {
    const first = open(commissioner, league.leagueId);
    const ready = await first.next((event) => event.name === 'ready');
    first.close();
    const missed = [await propose(), await propose()];
    const again = open(commissioner, league.leagueId, ready.id);
    const replayed = [await again.next(), await again.next()];
    assert.deepEqual(
      replayed.map((event) => event.name),
      ['activity', 'activity'],
    );
    const items = (await feed(commissioner, league.leagueId)).slice(0, 2).reverse();
    assert.deepEqual(
      replayed.map((event) => event.data),
      items,
      `the two proposals (${missed.map((trade) => trade.id).join(', ')}), oldest first`,
    );
    assert.equal((await again.next()).name, 'ready');
  });

  it('answers an id that is no entry of the league with reset, and a malformed one with 400', async () => {
    const stranger = await signIn(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/leagues',
      headers: bearer(stranger),
      payload: { name: `Other ${freshYear()}`, season: 2026 },
    });
    assert.equal(created.statusCode, 201, created.body);
    // An id of the other league reads as one that never was.
    const [newest] = await feed(commissioner, league.leagueId);
    const reset = open(stranger, created.json().id as number, newest!.id);
    assert.equal((await reset.next()).name, 'reset');
    const malformed = await app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { ...headers(commissioner, league.leagueId), 'last-event-id': '12abc' },
    });
    assert.equal(malformed.statusCode, 400);
    assert.match(malformed.json().message, /Last-Event-ID must be a whole number/);
  });

  it("never sends a member of another league this league's events, nor opens this league's stream to them", async () => {
    const outsider = await signIn(app);
    // Signing in joins the open demo league: one who then only holds their own league is the outsider.
    const created = await app.inject({
      method: 'POST',
      url: '/api/leagues',
      headers: bearer(outsider),
      payload: { name: `Outsiders ${freshYear()}`, season: 2026 },
    });
    assert.equal(created.statusCode, 201, created.body);
    const own = created.json().id as number;
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, outsider.uid));
    await app.db
      .delete(memberships)
      .where(and(eq(memberships.userId, user!.id), eq(memberships.leagueId, league.leagueId)));

    const refused = await app.inject({
      method: 'GET',
      url: '/api/events',
      headers: headers(outsider, league.leagueId),
    });
    assert.equal(refused.statusCode, 403, refused.body);

    const theirs = open(outsider, own);
    await theirs.next((event) => event.name === 'ready');
    await propose();
    // Then a change of their own league: the first event they receive must be it.
    const imported = await app.inject({
      method: 'POST',
      url: '/api/players/upsert',
      headers: headers(outsider, own),
      payload: { year: freshYear(), players: [{ name: 'Own League Import', position: 'QB', nflTeam: 'KC' }] },
    });
    assert.equal(imported.statusCode, 200, imported.body);
    const first = await theirs.next();
    assert.equal(first.name, 'activity');
    assert.equal(first.data.kind, 'import');
    const [ownNewest] = await feed(outsider, own);
    assert.deepEqual(first.data, ownNewest);
  });

  it('delivers an event another instance on the database wrote (two apps, one PostgreSQL)', async (t) => {
    const handle = await openSameDatabase(app.db);
    if (!handle) return t.skip('PGlite is one process: no second instance');
    const other = await createTestApp({ database: handle });
    try {
      const watching = open(commissioner, league.leagueId);
      await watching.next((event) => event.name === 'ready');
      // Written through the other instance: this one hears it only from the database's announcement.
      const trade = await propose(other);
      const event = await watching.next((received) => received.name === 'activity');
      const [newest] = await feed(commissioner, league.leagueId);
      assert.deepEqual(event.data, newest);
      assert.equal(newest!.kind, 'trade.proposed');
      assert.ok(trade.id > 0);
    } finally {
      await other.close();
    }
  });

  it('sends a change at once while an older transaction still runs, and that one’s entry when it commits (none lost)', async (t) => {
    const client = (app.db as unknown as { $client: unknown }).$client;
    if (!(client instanceof pg.Pool)) return t.skip('PGlite runs one transaction at a time');
    const watching = open(commissioner, league.leagueId);
    await watching.next((event) => event.name === 'ready');
    // A slow writer (another instance's long import) takes its entry's id and holds it uncommitted…
    const slow = new pg.Client({ connectionString: client.options.connectionString });
    await slow.connect();
    try {
      await slow.query('begin');
      const { rows } = await slow.query<{ id: number }>(
        `insert into audit_log (league_id, action, entity, after) values ($1, 'league.rollover', 'players', $2) returning id`,
        [league.leagueId, JSON.stringify({ season: 2040, nextSeason: 2041 })],
      );
      const heldId = rows[0]!.id;
      // …while a proposal takes a higher id and commits first: it arrives without waiting for the slow one.
      await propose();
      const first = await watching.next((event) => event.name === 'activity');
      assert.equal(first.data.kind, 'trade.proposed');
      assert.ok(Number(first.id) > heldId);
      await slow.query('commit');
      // The older transaction's entry, behind the one already sent in id order, still comes.
      const second = await watching.next((event) => event.name === 'activity');
      assert.equal(second.id, String(heldId));
      assert.equal(second.data.kind, 'rollover');
    } finally {
      await slow.end();
    }
  });

  it('resends on a reconnect what an older transaction committed while the client was away', async (t) => {
    const client = (app.db as unknown as { $client: unknown }).$client;
    if (!(client instanceof pg.Pool)) return t.skip('PGlite runs one transaction at a time');
    const slow = new pg.Client({ connectionString: client.options.connectionString });
    await slow.connect();
    try {
      await slow.query('begin');
      const { rows } = await slow.query<{ id: number }>(
        `insert into audit_log (league_id, action, entity, after) values ($1, 'league.rollover', 'players', $2) returning id`,
        [league.leagueId, JSON.stringify({ season: 2042, nextSeason: 2043 })],
      );
      const heldId = rows[0]!.id;
      const first = open(commissioner, league.leagueId);
      await first.next((event) => event.name === 'ready');
      await propose();
      const received = await first.next((event) => event.name === 'activity');
      first.close();
      await slow.query('commit');
      const again = open(commissioner, league.leagueId, received.id);
      const replayed: string[] = [];
      for (;;) {
        const event = await again.next();
        if (event.name === 'ready') break;
        replayed.push(event.id);
      }
      assert.ok(replayed.includes(String(heldId)), `the late entry ${heldId} is among ${replayed.join(', ')}`);
    } finally {
      await slow.end();
    }
  });

  it('answers as an event stream nothing buffers, and ends the stream of a member removed from the league', async () => {
    const leaving = await signInAsManager(app, null);
    const response = await fetch(`${base}/api/events`, { headers: headers(leaving, league.leagueId) });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.equal(response.headers.get('x-accel-buffering'), 'no');
    assert.match(response.headers.get('cache-control') ?? '', /no-cache/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff', "the security plugin's headers too");
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, leaving.uid));
    const [membership] = await app.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, user!.id), eq(memberships.leagueId, league.leagueId)));
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/league/members/${membership!.id}`,
      headers: headers(commissioner, league.leagueId),
    });
    assert.equal(removed.statusCode, 204, removed.body);
    // The body ends (the read below finishes) once the removal is sent: it names the member.
    const body = await response.text();
    assert.match(body, /event: activity\ndata: \{[^\n]*"kind":"member\.left"/);
  });

  it("refuses a user's ninth open stream with 429 and a message, and takes one again once a stream ends", async () => {
    const busy = await signInAsManager(app, null);
    const opened = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const controller = new AbortController();
        const response = await fetch(`${base}/api/events`, {
          headers: headers(busy, league.leagueId),
          signal: controller.signal,
        });
        return { response, controller };
      }),
    );
    assert.deepEqual(
      opened.map(({ response }) => response.status),
      Array(8).fill(200),
    );
    const ninth = await fetch(`${base}/api/events`, { headers: headers(busy, league.leagueId) });
    assert.equal(ninth.status, 429);
    assert.match(((await ninth.json()) as { message: string }).message, /too many live streams open/);
    const other = await fetch(`${base}/api/events`, { headers: headers(commissioner, league.leagueId) });
    assert.equal(other.status, 200, "another member's streams are their own");
    await other.body?.cancel();
    // One tab closes: its place is free once the server has seen the stream end.
    opened[0]!.controller.abort();
    let again = 0;
    for (let tries = 0; tries < 100 && again !== 200; tries++) {
      const response = await fetch(`${base}/api/events`, { headers: headers(busy, league.leagueId) });
      again = response.status;
      if (again === 200) await response.body?.cancel();
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(again, 200);
    for (const { controller } of opened.slice(1)) controller.abort();
  });

  // Last: a reconnect also resends recent entries (docs/api.md §20), which would add this one
  // to the replays the tests above count.
  it("sends a score refresh's changed weeks as a scores event, which the feed never shows", async () => {
    const watching = open(manager, league.leagueId);
    await watching.next((event) => event.name === 'ready');
    const feedBefore = await feed(manager, league.leagueId);
    // As the score refresh records it (provider/import/score-refresh.ts), by the system, in the
    // transaction of the scores it wrote.
    await app.db.transaction((tx) =>
      recordAudit(
        tx,
        { leagueId: league.leagueId, userId: null },
        {
          action: SCORES_REFRESH_ACTION,
          entity: 'matchups',
          entityId: null,
          before: null,
          after: { season: league.currentSeason, weeks: [3, 4] },
        },
      ),
    );
    const event = await watching.next((received) => received.name === 'scores');
    assert.deepEqual(event.data, { id: Number(event.id), season: league.currentSeason, weeks: [3, 4] });
    assert.deepEqual(await feed(manager, league.leagueId), feedBefore, 'no feed item for it');
  });
});
