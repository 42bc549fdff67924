import assert from 'node:assert/strict';
import { setTimeout as pause } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StandingsEntry, WeekMatchup } from 'shared-contracts';
import { createTestApp } from '../testing/app';
import { bearer, type TestUser } from '../testing/identities';
import { listenToChanges } from '../testing/change-announcements';
import { signIn } from '../testing/members';
import { insertOtherLeague, teamIdsByAbbreviation } from '../testing/schedule-fixtures';
import { leagueWithSeasons } from '../features/league/league-repository';
import { findTeam } from '../features/teams/team-repository';
import { matchups, memberships, teams, users } from './schema';

/**
 * A change written past this app's requests (another API instance, a script, the score
 * timer) reaches the cache as the database's announcement, on a connection of its own:
 * the next answers follow it once it has arrived. Asks until they do, for at most 10 s.
 */
async function eventually(
  request: () => Promise<LightMyRequestResponse>,
  until: (response: LightMyRequestResponse) => boolean,
) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await request();
    if (until(response) || Date.now() > deadline) return response;
    await pause(20);
  }
}

describe('the read cache: remembered answers follow every change', () => {
  let app: FastifyInstance;
  let commissioner: TestUser;
  let ids: Record<string, number>;
  const get = (url: string, user: TestUser = commissioner) => app.inject({ method: 'GET', url, headers: bearer(user) });
  const standings = async () => (await get('/api/matchups/standings/2024')).json().teams as StandingsEntry[];
  const week17 = async () => (await get('/api/matchups/week/17?season=2024')).json().matchups as WeekMatchup[];

  /** A statement on a connection of its own, as another API instance or a script would write. */
  const elsewhere = async (statement: SQL) => {
    const client = (app.db as unknown as { $client: pg.Pool | PGlite }).$client;
    if (!(client instanceof pg.Pool)) return void (await app.db.execute(statement)); // PGlite has one connection
    const other = new pg.Client({ connectionString: client.options.connectionString });
    await other.connect();
    try {
      const query = new PgDialect().sqlToQuery(statement);
      await other.query(query.sql, query.params);
    } finally {
      await other.end();
    }
  };

  const leagueOf = async (teamId: number) =>
    (await app.db.select({ leagueId: teams.leagueId }).from(teams).where(eq(teams.id, teamId)))[0]!.leagueId;

  before(async () => {
    app = await createTestApp({ demoLeagueOpen: true });
    commissioner = await signIn(app);
    ids = await teamIdsByAbbreviation(app);
  });
  after(() => app.close());

  it('answers a rename made through the API in the very next standings and week', async () => {
    const knights = ids.GCK!;
    const [before, beforeWeek] = [await standings(), await week17()];
    assert.equal(before.find((team) => team.id === knights)?.name, 'Gotham City Knights');
    assert.ok(beforeWeek.some((game) => game.homeTeam.id === knights || game.awayTeam.id === knights));
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/teams/${knights}`,
      headers: bearer(commissioner),
      payload: { name: 'Gotham Night Owls' },
    });
    assert.equal(renamed.statusCode, 200);
    assert.equal((await standings()).find((team) => team.id === knights)?.name, 'Gotham Night Owls');
    const game = (await week17()).find((one) => one.homeTeam.id === knights || one.awayTeam.id === knights)!;
    assert.equal(game.homeTeam.id === knights ? game.homeTeam.name : game.awayTeam.name, 'Gotham Night Owls');
  });

  it('answers a score written through the database handle (not a request: a timer, a script) in the very next read', async () => {
    const [game] = await week17();
    assert.ok(game && game.home_team_score !== null);
    const score = Math.round((game.home_team_score + 500) * 100) / 100;
    await app.db.update(matchups).set({ homeScore: score }).where(eq(matchups.id, game.id));
    assert.ok((await week17()).some((one) => one.id === game.id && one.home_team_score === score));
    const home = (await standings()).find((team) => team.id === game.homeTeam.id);
    assert.ok(home && home.totalPoints >= score, 'the standings count the new score');
  });

  it('answers a score written on another connection (another instance) once the database announces it', async () => {
    const [game] = await week17();
    assert.ok(game && game.home_team_score !== null);
    // Rounded as the column stores it (to the hundredth): 612.86 + 1000 is 1612.8600000000001 in floating point.
    const score = Math.round((game.home_team_score + 1000) * 100) / 100;
    await elsewhere(sql`update matchups set home_score = ${score} where id = ${game.id}`);
    const response = await eventually(
      () => get('/api/matchups/week/17?season=2024'),
      (answer) =>
        (answer.json().matchups as WeekMatchup[]).some((one) => one.id === game.id && one.home_team_score === score),
    );
    assert.ok(
      (response.json().matchups as WeekMatchup[]).some((one) => one.id === game.id && one.home_team_score === score),
    );
    const home = (await standings()).find((team) => team.id === game.homeTeam.id);
    assert.ok(home && home.totalPoints >= score, 'the standings count the new score');
  });

  it('refuses a member removed on another connection once the database announces it', async () => {
    const member = await signIn(app);
    assert.equal((await get('/api/league', member)).statusCode, 200);
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, member.uid));
    await elsewhere(sql`delete from memberships where user_id = ${user!.id}`);
    const response = await eventually(
      () => get('/api/league', member),
      (answer) => answer.statusCode === 403,
    );
    assert.equal(response.statusCode, 403);
  });

  it('refuses a member removed through the API on their very next request', async () => {
    const member = await signIn(app);
    assert.equal((await get('/api/league', member)).statusCode, 200);
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, member.uid));
    const [membership] = await app.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.userId, user!.id));
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/league/members/${membership!.id}`,
      headers: bearer(commissioner),
    });
    assert.equal(removed.statusCode, 204);
    assert.equal((await get('/api/league', member)).statusCode, 403);
  });

  it('keeps every answer through a sign-in sync that changes nothing, and forgets only what a write changed', async () => {
    const member = await signIn(app);
    const announcements = await listenToChanges(app);
    try {
      await get('/api/league', member);
      await standings();
      await week17();
      assert.ok(app.readCache!.size >= 3, `the member, standings and week are remembered (${app.readCache!.size})`);
      // A member's answers also end after a few seconds (MEMBERSHIP_MAX_AGE_MS), which a busy
      // machine can pass between these steps: what announcements may change is compared.
      const remembered = app.readCache!.lastingKeys();
      assert.ok(remembered.length >= 2, `the standings and the week are kept until a change (${remembered})`);
      await signIn(app, member); // the same profile again: changes no row
      await announcements.fence();
      assert.deepEqual(
        announcements.heard.filter((payload) => !payload.startsWith('fence')),
        [],
        'a statement that changed no row announces nothing',
      );
      assert.deepEqual(app.readCache!.lastingKeys(), remembered, 'nothing forgotten');
      const player = await app.inject({
        method: 'POST',
        url: '/api/players',
        headers: bearer(commissioner),
        payload: { name: 'Cache Test Runner', position: 'RB', nflTeam: 'KC', year: 2025 },
      });
      assert.equal(player.statusCode, 201, player.body);
      await announcements.fence();
      assert.deepEqual(
        app.readCache!.lastingKeys(),
        remembered,
        'a player (a table no answer reads) changes no answer',
      );
      const renamed = await app.inject({
        method: 'PATCH',
        url: `/api/teams/${ids.GCK!}`,
        headers: bearer(commissioner),
        payload: { name: 'Gotham Owls' },
      });
      assert.equal(renamed.statusCode, 200);
      await announcements.fence();
      assert.ok(announcements.heard.includes(`teams ${await leagueOf(ids.GCK!)}`), 'a renamed team is announced');
      assert.equal(
        app.readCache!.lastingKeys().length,
        remembered.length - 2,
        'the standings and the week are forgotten, the rest is not',
      );
    } finally {
      await announcements.close();
    }
  });

  it("answers an activity entry written on another connection in the league's next feed page, and keeps the page until then", async () => {
    const demo = await leagueOf(ids.GCK!);
    const firstPage = async () => (await get('/api/activity?limit=10')).json() as { text: string }[];
    await firstPage();
    const key = `activity ${demo} * * * 10`;
    assert.ok(app.readCache!.lastingKeys().includes(key), 'the first page is remembered');
    await firstPage();
    assert.ok(app.readCache!.lastingKeys().includes(key), 'and answered again from memory');
    await elsewhere(
      sql`insert into audit_log (league_id, action, entity, after) values (${demo}, 'lottery.open', 'draft_lotteries', ${JSON.stringify({ year: 2031 })}::jsonb)`,
    );
    const response = await eventually(
      () => get('/api/activity?limit=10'),
      (answer) => (answer.json() as { text: string }[])[0]?.text === 'The league opened the 2031 draft lottery',
    );
    assert.equal((response.json() as { text: string }[])[0]?.text, 'The league opened the 2031 draft lottery');
  });

  it("forgets a league's answers when its rows change, and keeps every other league's (docs/api.md §16)", async () => {
    const demo = await leagueOf(ids.GCK!);
    const other = await insertOtherLeague(app);
    const otherLeague = await leagueOf(other.teamId);
    const announcements = await listenToChanges(app);
    try {
      await standings();
      await week17();
      await findTeam(app.db, otherLeague, other.teamId);
      await leagueWithSeasons(app.db, otherLeague);
      const ours = [`standings ${demo} 2024`, `week ${demo} 2024 17`];
      const theirs = [`league ${otherLeague}`, `team ${otherLeague} ${other.teamId}`];
      const kept = () => app.readCache!.lastingKeys();
      assert.deepEqual(
        [...ours, ...theirs].filter((key) => !kept().includes(key)),
        [],
        'both leagues are remembered',
      );

      // A rename in our league, through the API: its answers are read again, the other's kept.
      const renamed = await app.inject({
        method: 'PATCH',
        url: `/api/teams/${ids.GCK!}`,
        headers: bearer(commissioner),
        payload: { name: 'Gotham Nightjars' },
      });
      assert.equal(renamed.statusCode, 200);
      assert.deepEqual(
        ours.filter((key) => kept().includes(key)),
        [],
        "our league's answers are forgotten at once",
      );
      assert.deepEqual(
        theirs.filter((key) => !kept().includes(key)),
        [],
        "the other league's answers are kept",
      );
      await announcements.fence();
      assert.ok(announcements.heard.includes(`teams ${demo}`), `announced with its league: ${announcements.heard}`);

      // A rename in the other league, on another connection: its team is forgotten once the
      // announcement arrives (and every earlier one, our rename's, has arrived by then).
      const otherRenamed = async (name: string) => {
        await findTeam(app.db, otherLeague, other.teamId);
        await elsewhere(sql`update teams set name = ${name} where id = ${other.teamId}`);
        const deadline = Date.now() + 10_000;
        while (kept().includes(theirs[1]!) && Date.now() < deadline) await pause(20);
        assert.equal((await findTeam(app.db, otherLeague, other.teamId))?.name, name);
      };
      await otherRenamed('Far Far Away');
      // Our answers read again follow the rename, and stay through the other league's next write.
      assert.equal((await standings()).find((team) => team.id === ids.GCK)?.name, 'Gotham Nightjars');
      await week17();
      await otherRenamed('Further Away');
      assert.deepEqual(
        ours.filter((key) => !kept().includes(key)),
        [],
        "our league's answers are kept",
      );
    } finally {
      await announcements.close();
    }
  });
});
