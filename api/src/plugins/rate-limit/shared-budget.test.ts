import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { freePort, stopProcess, type StartedProcess } from '../../../../scripts/lib/processes.mjs';
import { startPrivateRedis } from '../../../../scripts/lib/cluster.mjs';
import { createTestApp } from '../../testing/app';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { signIn } from '../../testing/members';

const PER_USER = 4;

/** Started on a port chosen first, so the test can stop it and start it again there. */
const startRedis = async (port: number) => (await startPrivateRedis(port)).process;

async function until(what: string, condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > 15_000) throw new Error(`still waiting for ${what}`);
    await delay(50);
  }
}

describe('request budgets shared by every instance through Redis, and per instance while it is away', () => {
  let port: number;
  let redis: StartedProcess | null = null;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const both = () => [first, second];

  before(async () => {
    port = await freePort();
    redis = await startRedis(port);
    const rateLimit = { perUser: PER_USER, perAddress: 0, redisUrl: `redis://127.0.0.1:${port}` };
    first = await createTestApp({ rateLimit });
    second = await createTestApp({ rateLimit });
    await until('both instances to count in Redis', () => both().every((app) => app.rateLimitSharing() === 'shared'));
  });
  after(async () => {
    await first?.close();
    await second?.close();
    if (redis) await stopProcess(redis);
  });

  /** Signs the person in on both instances (a request each), then lists their leagues on `order`'s instances. */
  const spend = async (person: TestUser, order: FastifyInstance[]) => {
    await signIn(first, person);
    await signIn(second, person);
    const codes: number[] = [];
    for (const app of order)
      codes.push((await app.inject({ method: 'GET', url: '/api/leagues', headers: bearer(person) })).statusCode);
    return codes;
  };

  const health = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/health' })).json();

  it("counts one user's requests on either instance against one budget", async () => {
    // Two sign-ins, then 2 more: the budget (4) is spent although neither instance saw more than 3.
    assert.deepEqual(await spend(await createTestUser(), [first, second, first, second]), [200, 200, 429, 429]);
    assert.deepEqual(await health(first), { status: 'ok', rateLimits: 'shared' });
  });

  it('keeps serving with per-instance budgets while Redis is stopped, says so, and shares them again once it is back', async () => {
    await stopProcess(redis!, { signal: 'SIGKILL' });
    redis = null;
    await until('both instances to count per instance', () =>
      both().every((app) => app.rateLimitSharing() === 'per-instance'),
    );
    assert.deepEqual(await health(first), { status: 'degraded', rateLimits: 'per-instance' });
    // Each instance counts its own: 1 sign-in + 3 on the first is its 4; the second has room left.
    assert.deepEqual(
      await spend(await createTestUser(), [first, first, first, second, first]),
      [200, 200, 200, 200, 429],
    );

    redis = await startRedis(port);
    await until('both instances to count in Redis again', () =>
      both().every((app) => app.rateLimitSharing() === 'shared'),
    );
    assert.deepEqual(await health(second), { status: 'ok', rateLimits: 'shared' });
    assert.deepEqual(await spend(await createTestUser(), [second, first, second]), [200, 200, 429]);
  });
});
