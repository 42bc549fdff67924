import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestApp } from '../testing/app';
import { bearer, type TestUser } from '../testing/identities';
import { signIn } from '../testing/members';

const LIMITED = /^Too many requests: try again in \d+ s$/;

async function statuses(app: FastifyInstance, count: number, request: InjectOptions): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) codes.push((await app.inject(request)).statusCode);
  return codes;
}

describe('rate limit per client address, before any token is read', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ rateLimit: { perAddress: 3 } });
  });
  after(() => app.close());

  it('limits requests without a token or with a bad one (429 {message}), and public routes', async () => {
    const client = { remoteAddress: '198.51.100.10' };
    assert.deepEqual(await statuses(app, 4, { method: 'GET', url: '/api/league', ...client }), [401, 401, 401, 429]);
    const limited = await app.inject({
      method: 'GET',
      url: '/api/league',
      headers: { authorization: 'Bearer not-a-jwt' },
      ...client,
    });
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json().message, LIMITED);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal((await app.inject({ method: 'GET', url: '/api/health', ...client })).statusCode, 429);
  });

  it('reads the client from X-Forwarded-For when our proxy (loopback) sent it', async () => {
    const viaProxy = (client: string) => ({
      method: 'GET' as const,
      url: '/api/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
    });
    assert.deepEqual(await statuses(app, 4, viaProxy('198.51.100.20')), [200, 200, 200, 429]);
    // Another client behind the same proxy has a budget of its own.
    assert.equal((await app.inject(viaProxy('198.51.100.21'))).statusCode, 200);
    // A client cannot pose as another by sending the header itself: the proxy appends the real one.
    assert.equal((await app.inject(viaProxy('198.51.100.99, 198.51.100.20'))).statusCode, 429);
  });

  it('ignores X-Forwarded-For from anyone but a trusted proxy', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '203.0.113.30',
        headers: { 'x-forwarded-for': `198.51.100.${40 + i}` },
      });
      codes.push(response.statusCode);
    }
    assert.deepEqual(codes, [200, 200, 200, 429]);
  });
});

describe('rate limit per signed-in user', () => {
  let app: FastifyInstance;
  let first: TestUser;
  let second: TestUser;
  before(async () => {
    app = await createTestApp({ rateLimit: { perUser: 3 } });
    first = await signIn(app);
    second = await signIn(app);
  });
  after(() => app.close());

  it('one member spending their budget leaves another member behind the same proxy untouched', async () => {
    // Both reach the API from the site's /api proxy, as every browser does. Signing in spent one.
    assert.deepEqual(
      await statuses(app, 3, { method: 'GET', url: '/api/league', headers: bearer(first) }),
      [200, 200, 429],
    );
    const other = await app.inject({ method: 'GET', url: '/api/league', headers: bearer(second) });
    assert.equal(other.statusCode, 200);
  });
});

describe('caching', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp();
  });
  after(() => app.close());

  it('answers that need a token carry Cache-Control: no-store, public ones do not', async () => {
    const member = await signIn(app);
    const signedIn = await app.inject({ method: 'GET', url: '/api/league', headers: bearer(member) });
    assert.equal(signedIn.statusCode, 200);
    assert.equal(signedIn.headers['cache-control'], 'no-store');
    const refused = await app.inject({ method: 'GET', url: '/api/league' });
    assert.equal(refused.headers['cache-control'], 'no-store');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(health.headers['cache-control'], undefined);
  });
});

describe('security headers', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp();
  });
  after(() => app.close());

  it('answers with a policy under which nothing loads, runs or frames it, nosniff, no CORS, and HSTS only over https', async () => {
    const member = await signIn(app);
    for (const request of [
      { method: 'GET' as const, url: '/api/league', headers: bearer(member) },
      { method: 'GET' as const, url: '/api/league' },
      { method: 'GET' as const, url: '/api/health', headers: { origin: 'https://evil.example' } },
    ]) {
      const response = await app.inject(request);
      assert.equal(response.headers['content-security-policy'], "default-src 'none';frame-ancestors 'none'");
      assert.equal(response.headers['x-frame-options'], 'DENY');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['access-control-allow-origin'], undefined);
      assert.equal(response.headers['strict-transport-security'], undefined);
    }
    // Our proxy (loopback, trusted) says the browser came over https.
    const https = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(https.headers['strict-transport-security'], 'max-age=31536000');
    // Anyone else saying so is not believed.
    const spoofed = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(spoofed.headers['strict-transport-security'], undefined);
  });

  it('gives the OpenAPI page a policy of its own that lets its scripts run and forbids framing it', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    assert.equal(page.statusCode, 200);
    const policy = String(page.headers['content-security-policy']);
    assert.match(policy, /script-src 'self'/);
    assert.match(policy, /frame-ancestors 'none'/);
    assert.doesNotMatch(policy, /upgrade-insecure-requests/);
  });
});
