import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Writable } from 'node:stream';
import { isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberships, teams } from '../db/schema';
import { createTestApp } from '../testing/app';
import { signIn } from '../testing/members';
import { bearer, type TestUser } from '../testing/identities';

/** Routes that fail on purpose, mounted beside the real ones. */
const failingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/boom', { config: { access: 'public' } }, async () => {
    throw new Error('secret detail: connection string postgres://user:pw@db');
  });
  app.get('/conflict', { config: { access: 'public' } }, async () => {
    throw app.httpErrors.conflict('Trade is no longer pending');
  });
  app.post(
    '/echo',
    { config: { access: 'public' }, schema: { body: z.object({ week: z.number().int().min(1).max(18) }) } },
    async (request) => request.body,
  );
};

describe('error handler: every failure answers { message }', () => {
  let app: FastifyInstance;
  let member: TestUser;
  before(async () => {
    app = await createTestApp();
    member = await signIn(app);
  });
  after(() => app.close());

  it('answers 400 naming the invalid field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/user',
      headers: bearer(member),
      payload: { firebaseId: member.uid, email: 'not-an-email' },
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      message: 'Invalid request: body.email: email must be an email address',
      issues: [{ path: ['email'], message: 'email must be an email address' }],
    });
  });

  it("says where each problem of a refused body is: the row's index and field, as numbers and names", async () => {
    const row = { name: 'Good Row', position: 'QB', nflTeam: 'KC' };
    const response = await app.inject({
      method: 'POST',
      url: '/api/players/upsert',
      headers: bearer(member),
      payload: { players: [row, row, { ...row, name: 'Bad\u0000Row' }] },
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().issues, [
      { path: ['players', 2, 'name'], message: 'name must not contain control characters' },
    ]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/user',
      headers: { ...bearer(member), 'content-type': 'application/json' },
      payload: '{"firebaseId":',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(typeof response.json().message, 'string');
    assert.equal(Object.keys(response.json()).join(), 'message');
  });

  it('answers 404 with the route for an unknown path', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nowhere?x=1', headers: bearer(member) });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'Route GET /api/nowhere not found' });
  });
});

describe('error handler: server errors hide their details', () => {
  it('answers 500 without the error text or a stack trace, and keeps 4xx messages', async () => {
    // Routes that fail on purpose are mounted before the app is ready.
    const probe = await createTestApp({ ready: false });
    await probe.register(failingRoutes, { prefix: '/test' });
    try {
      const boom = await probe.inject({ method: 'GET', url: '/test/boom' });
      assert.equal(boom.statusCode, 500);
      assert.deepEqual(boom.json(), { message: 'Internal server error' });
      assert.doesNotMatch(boom.body, /secret|stack|postgres:/);

      const conflict = await probe.inject({ method: 'GET', url: '/test/conflict' });
      assert.equal(conflict.statusCode, 409);
      assert.deepEqual(conflict.json(), { message: 'Trade is no longer pending' });

      const invalid = await probe.inject({ method: 'POST', url: '/test/echo', payload: { week: 19 } });
      assert.equal(invalid.statusCode, 400);
      assert.match(invalid.json().message, /^Invalid request: body\.week: /);
    } finally {
      await probe.close();
    }
  });
});

describe('error handler: a unique index violated by racing writes answers 409', () => {
  let app: FastifyInstance;
  let commissioner: TestUser;
  before(async () => {
    app = await createTestApp();
    commissioner = await signIn(app);
  });
  after(() => app.close());

  const inviteAll = (payloads: object[]) =>
    Promise.all(
      payloads.map((payload) =>
        app.inject({ method: 'POST', url: '/api/league/members', headers: bearer(commissioner), payload }),
      ),
    );
  const outcome = (responses: Awaited<ReturnType<typeof inviteAll>>) =>
    responses.map((response) => response.statusCode).sort();

  it('twenty simultaneous invitations of one email: one 201, nineteen 409 saying so', async () => {
    const email = `race-${Date.now()}@example.com`;
    const responses = await inviteAll(Array.from({ length: 20 }, () => ({ email, role: 'manager' })));
    assert.deepEqual(outcome(responses), [201, ...Array(19).fill(409)]);
    for (const response of responses.filter((answer) => answer.statusCode === 409)) {
      assert.match(
        response.json().message,
        new RegExp(`^(${email} is already a member or invited|That email is already a member or invited)$`),
      );
    }
  });

  it('twenty simultaneous invitations of different emails to one team: one 201, nineteen 409 saying so', async () => {
    const held = await app.db
      .select({ teamId: memberships.teamId })
      .from(memberships)
      .where(isNotNull(memberships.teamId));
    const [free] = (await app.db.select({ id: teams.id }).from(teams)).filter(
      (team) => !held.some((row) => row.teamId === team.id),
    );
    assert.ok(free, 'a team without a manager');
    const responses = await inviteAll(
      Array.from({ length: 20 }, (_, index) => ({
        email: `team-race-${index}-${Date.now()}@example.com`,
        role: 'manager',
        teamId: free.id,
      })),
    );
    assert.deepEqual(outcome(responses), [201, ...Array(19).fill(409)]);
    for (const response of responses.filter((answer) => answer.statusCode === 409)) {
      assert.match(response.json().message, /already has a manager$/);
    }
  });
});

describe('error handler: logs', () => {
  it('logs a failed statement with its SQL and code, never its parameters or the values its message quotes', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) });
    const probe = await createTestApp({ ready: false, logger: { level: 'error', stream } });
    probe.get('/test/bad-statement', { config: { access: 'public' } }, async () =>
      probe.db.execute(sql`select ${'secret-param@example.com'}::int`),
    );
    try {
      const response = await probe.inject({ method: 'GET', url: '/test/bad-statement' });
      assert.equal(response.statusCode, 500);
      const log = lines.join('');
      assert.match(log, /request failed/);
      assert.match(log, /"code":"22P02"/);
      assert.match(log, /select \$1::int/);
      assert.doesNotMatch(log, /secret-param/);
    } finally {
      await probe.close();
    }
  });
});

describe('error handler: quoting input', () => {
  let app: FastifyInstance;
  let member: TestUser;
  before(async () => {
    app = await createTestApp();
    member = await signIn(app);
  });
  after(() => app.close());

  it('cuts input a 400 message quotes to a short prefix', async () => {
    const create = (yahooTeamKey: string) =>
      app.inject({
        method: 'POST',
        url: '/api/players',
        headers: bearer(member),
        payload: { year: 2025, name: 'Quoted', position: 'WR', nflTeam: 'KC', yahooTeamKey },
      });
    const key = `461.l.6288.t.${'9'.repeat(900_000)}`;
    const huge = await create(key);
    assert.equal(huge.statusCode, 400);
    assert.ok(huge.body.length < 300, `answered ${huge.body.length} characters`);
    const long = await create(key.slice(0, 1000));
    assert.equal(long.statusCode, 400);
    assert.equal(
      long.json().message,
      'no team of this league has the Yahoo team key "461.l.6288.t.999999999999999999999999999…"',
    );
  });

  it('lists the first ten problems of a body and counts the rest', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/picks/batch',
      headers: bearer(member),
      payload: { picks: Array.from({ length: 30 }, () => ({ id: 'x' })) },
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /; and 20 more problems$/);
  });
});
