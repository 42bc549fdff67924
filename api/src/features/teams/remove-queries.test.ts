import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/app';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn } from '../../testing/members';

/**
 * Removing a team asks whether it has history inside its transaction, which is one
 * connection: asking the four questions at once queued them on that connection, which pg
 * warns is deprecated (it ends in pg 9). The warning comes once per process, so this file
 * holds nothing else: it is the first query this process could queue.
 */
describe('removing a team', () => {
  let app: FastifyInstance;
  let commissioner: TestUser;
  const warnings: string[] = [];
  const listen = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
  before(async () => {
    app = await createTestApp();
    commissioner = await signIn(app);
    process.on('warning', listen);
  });
  after(async () => {
    process.off('warning', listen);
    await app.close();
  });

  it('asks its questions one at a time on its connection (no query queued behind another)', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: bearer(commissioner),
      payload: { name: 'Short Lived Team' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/teams/${(created.json() as { id: number }).id}`,
      headers: bearer(commissioner),
    });
    assert.equal(removed.statusCode, 204, removed.body);
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(warnings, []);
  });
});
