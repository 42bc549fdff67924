import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationMessages, webhookDeliveries } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { fixtureLeague, type FixtureLeague } from '../../testing/fixtures';
import { OUTBOX_RETENTION_DAYS, pruneSettledMessages } from './outbox-retention';

const DAY = 24 * 60 * 60_000;

describe('the outbox keeps settled messages for its retention, and a pending one for ever', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
  });
  after(() => app.close());

  const message = async (key: string, status: 'pending' | 'sent' | 'failed', ageDays: number) => {
    const [row] = await app.db
      .insert(notificationMessages)
      .values({
        key: `retention-test:${key}`,
        channel: 'webhook',
        kind: 'trade.offered',
        leagueId: league.leagueId,
        recipient: 'league-webhook',
        subject: 'A trade was proposed',
        body: 'A trade was proposed',
        status,
        // Aged on the clock the prune reads: the database's, which is this machine's.
        createdAt: new Date(Date.now() - ageDays * DAY),
      })
      .returning({ id: notificationMessages.id });
    return row!.id;
  };

  it('deletes the sent and failed messages past the retention, with their delivery log, and nothing else', async () => {
    const past = OUTBOX_RETENTION_DAYS + 1;
    const ids = {
      oldSent: await message('old-sent', 'sent', past),
      oldFailed: await message('old-failed', 'failed', past),
      oldPending: await message('old-pending', 'pending', past),
      recentSent: await message('recent-sent', 'sent', OUTBOX_RETENTION_DAYS - 1),
    };
    await app.db.insert(webhookDeliveries).values([
      { messageId: ids.oldFailed, leagueId: league.leagueId, attempt: 8, outcome: 'failed', statusCode: 500 },
      { messageId: ids.recentSent, leagueId: league.leagueId, attempt: 1, outcome: 'delivered', statusCode: 204 },
    ]);

    assert.equal(await pruneSettledMessages(app.db), 2);

    const left = await app.db
      .select({ id: notificationMessages.id })
      .from(notificationMessages)
      .where(inArray(notificationMessages.id, Object.values(ids)));
    assert.deepEqual(
      left.map((row) => row.id).sort((a, b) => a - b),
      [ids.oldPending, ids.recentSent],
    );
    const deliveries = await app.db
      .select({ messageId: webhookDeliveries.messageId })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.messageId, Object.values(ids)));
    assert.deepEqual(deliveries, [{ messageId: ids.recentSent }], 'the pruned message took its log with it');

    assert.equal(await pruneSettledMessages(app.db), 0, 'a second prune finds nothing');
  });
});
