import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTestApp } from '../../testing/app';

describe('GET /api/health in the log', () => {
  it('writes no line for a check that answers, while a member-facing request is logged', async () => {
    const lines: string[] = [];
    const app = await createTestApp({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(health.statusCode, 200);
      const card = await app.inject({ method: 'GET', url: `/api/invitations/${'a'.repeat(32)}/card` });
      assert.ok(card.statusCode >= 400, 'an unknown invitation is refused');

      const logged = lines.join('');
      assert.ok(logged.includes('/api/invitations/'), 'the invitation read is logged');
      assert.ok(!logged.includes('/api/health'), 'a balancer checks each second: its checks stay out of the log');
    } finally {
      await app.close();
    }
  });
});
