import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
    const response = await app.inject({ method: 'POST', url: '/api/auth/user', headers: bearer(member), payload: { firebaseId: member.uid, email: 'not-an-email' } });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'Invalid request: body.email: email must be an email address' });
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

describe('rate limit', () => {
  it('answers 429 { message } once a client spends its budget', async () => {
    const app = await createTestApp({ rateLimitMax: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      assert.deepEqual(codes, [200, 200, 200, 429]);
      const limited = await app.inject({ method: 'GET', url: '/api/health' });
      assert.match(limited.json().message, /^Too many requests: try again in /);
    } finally {
      await app.close();
    }
  });
});
