import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  leagues,
  leagueWebhooks,
  memberships,
  notificationMessages,
  users,
  webhookDeliveries,
} from '../../../db/schema';
import { createTestApp } from '../../../testing/app';
import { type FixtureLeague, fixtureLeague, setFaab } from '../../../testing/fixtures';
import { bearer, type TestUser } from '../../../testing/identities';
import { signIn, signInAsManager } from '../../../testing/members';
import { ensureCursor } from '../dispatcher';
import { UNCONFIGURED_NOTIFICATIONS } from '../routes';
import { DEFAULT_SENDER_OPTIONS, type SenderOptions } from '../sender';
import { isPrivateAddress } from './webhook-address';
import { expandWebhooks, WEBHOOK_CURSOR } from './webhook-dispatcher';
import { createTokenCipher } from '../../provider';
import { sendWebhooksDue } from './webhook-sender';

/** A local receiver on loopback: records each POST and answers the next scripted status (200 when none is left). */
type Receiver = {
  url: string;
  received: Array<{ body: unknown; contentType: string | undefined }>;
  answers: number[];
  /** Resolves when the next POST has been answered. */
  next(): Promise<void>;
  close(): Promise<void>;
};

async function startReceiver(): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const answers: number[] = [];
  let waiting: Array<() => void> = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        contentType: request.headers['content-type'],
      });
      response.statusCode = answers.shift() ?? 200;
      response.end(() => {
        const told = waiting;
        waiting = [];
        for (const resolve of told) resolve();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/123/SecretToken`,
    received,
    answers,
    next: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('a league webhook: the outbox → a local receiver, retries, the delivery log', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let receiver: Receiver;
  let commissioner: TestUser;
  let proposer: TestUser;
  let teamA: number;
  let teamB: number;
  let clock = new Date();
  const now = () => clock;
  // The sender as the worker runs it, with the app's key: the tests choose when a round runs.
  let sendRound: (options?: SenderOptions) => Promise<number>;

  before(async () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    app = await createTestApp({
      notifications: {
        ...UNCONFIGURED_NOTIFICATIONS,
        webhook: { httpsOnly: false, allowPrivate: true, key, keyFile: '' },
      },
    });
    league = await fixtureLeague(app);
    [teamA, teamB] = league.teamIds as [number, number];
    commissioner = await signIn(app);
    proposer = await signInAsManager(app, teamA);
    await signInAsManager(app, teamB);
    await setFaab(app, league, teamA, league.currentSeason, 1000);
    receiver = await startReceiver();
    await ensureCursor(app.db, WEBHOOK_CURSOR);
    const dependencies = {
      cipher: createTokenCipher(Buffer.from(key, 'base64')),
      rules: { httpsOnly: false, allowPrivate: true },
      timeoutMs: 5000,
    };
    sendRound = async (options = DEFAULT_SENDER_OPTIONS) => {
      await expandWebhooks(app.db);
      clock = new Date();
      return sendWebhooksDue(app.db, dependencies, app.log, now, options);
    };
  });
  after(async () => {
    await receiver.close();
    await app.close();
  });
  beforeEach(async () => {
    while ((await expandWebhooks(app.db)) > 0);
    await app.db.delete(notificationMessages);
    receiver.received.length = 0;
    receiver.answers.length = 0;
  });

  const call = (
    user: TestUser,
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    payload?: unknown,
    url = '/api/notifications/webhook',
  ) => app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
  const setWebhook = async (url = receiver.url) => {
    const response = await call(commissioner, 'PUT', { url });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { configured: boolean; hint: string | null };
  };
  const propose = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/trades',
      headers: bearer(proposer),
      payload: {
        proposedByTeamId: teamA,
        proposedToTeamId: teamB,
        items: [{ fromTeamId: teamA, toTeamId: teamB, itemType: 'faab', quantity: 1 }],
      },
    });
    assert.equal(response.statusCode, 201, response.body);
  };
  const webhookMessages = () =>
    app.db
      .select()
      .from(notificationMessages)
      .where(eq(notificationMessages.channel, 'webhook'))
      .orderBy(notificationMessages.id);
  const log = async () =>
    (await call(commissioner, 'GET')).json() as {
      configured: boolean;
      hint: string | null;
      deliveries: Array<{
        text: string;
        attempt: number;
        outcome: string;
        statusCode: number | null;
        error: string | null;
      }>;
    };

  it("posts a trade proposal's sentence to the commissioner's webhook once, as Discord's content and Slack's text", async () => {
    const set = await setWebhook();
    assert.equal(set.configured, true);
    // The address is a secret: only its host and last 4 characters are ever answered or stored in clear.
    assert.match(set.hint!, /^127\.0\.0\.1:\d+ …oken$/);
    const [row] = await app.db.select().from(leagueWebhooks).where(eq(leagueWebhooks.leagueId, league.leagueId));
    assert.ok(row && !row.sealedUrl.includes('SecretToken'));

    await propose();
    assert.equal(await sendRound(), 1);
    assert.equal(receiver.received.length, 1);
    const { body, contentType } = receiver.received[0]!;
    assert.equal(contentType, 'application/json');
    const { content, text } = body as { content: string; text: string };
    assert.match(content, /proposed a trade between .+ and .+\.$/);
    assert.equal(text, content);
    const [message] = await webhookMessages();
    assert.equal(message?.status, 'sent');
    assert.equal(message?.key, `audit:${message!.auditId}:league:${league.leagueId}:webhook`);

    const read = await log();
    assert.equal(read.deliveries[0]?.outcome, 'delivered');
    assert.equal(read.deliveries[0]?.statusCode, 200);
    assert.equal(read.deliveries[0]?.text, content);
    assert.ok(!JSON.stringify(read).includes('SecretToken'));

    // Read again, sent again: nothing more.
    assert.equal(await sendRound(), 0);
    assert.equal(receiver.received.length, 1);
  });

  it("tells a member's removal in the feed's very words, the removed member named", async () => {
    await setWebhook();
    const leaving = await signInAsManager(app, null);
    const [member] = await app.db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.firebaseId, leaving.uid));
    const removed = await call(commissioner, 'DELETE', undefined, `/api/league/members/${member!.id}`);
    assert.equal(removed.statusCode, 204, removed.body);
    assert.equal(await sendRound(), 1);
    const [newest] = (await call(commissioner, 'GET', undefined, '/api/activity')).json() as { text: string }[];
    assert.match(newest!.text, new RegExp(`removed ${leaving.name} from the league`));
    assert.equal((receiver.received[0]!.body as { content: string }).content, `${newest!.text}.`);
  });

  it('retries after a 500 and delivers once, logging both attempts', async () => {
    await setWebhook();
    receiver.answers.push(500);
    await propose();
    assert.equal(await sendRound(), 0);
    const [waiting] = await webhookMessages();
    assert.equal(waiting?.status, 'pending');
    assert.equal(waiting?.lastError, 'HTTP 500');
    // Not before its backoff: the clock stands past it.
    clock = new Date(waiting!.nextAttemptAt.getTime() + 1);
    assert.equal(await sendWebhooksDueAt(clock), 1);
    assert.equal(receiver.received.length, 2);
    const [sent] = await webhookMessages();
    assert.equal(sent?.status, 'sent');
    const deliveries = (await log()).deliveries.slice(0, 2);
    assert.deepEqual(
      deliveries.map((delivery) => [delivery.attempt, delivery.outcome, delivery.statusCode]),
      [
        [2, 'delivered', 200],
        [1, 'retry', 500],
      ],
    );
  });

  it('gives up after the last attempt when the receiver always answers 500, logged as failed', async () => {
    await setWebhook();
    receiver.answers.push(500, 500, 500);
    await propose();
    const options = { ...DEFAULT_SENDER_OPTIONS, maxAttempts: 3, backoffMs: 0, maxBackoffMs: 0 };
    await sendRound(options);
    await sendRound(options);
    await sendRound(options);
    assert.equal(await sendRound(options), 0);
    assert.equal(receiver.received.length, 3);
    const [message] = await webhookMessages();
    assert.equal(message?.status, 'failed');
    assert.equal(message?.attempts, 3);
    assert.deepEqual(
      (await log()).deliveries.slice(0, 3).map((delivery) => [delivery.attempt, delivery.outcome]),
      [
        [3, 'failed'],
        [2, 'retry'],
        [1, 'retry'],
      ],
    );
  });

  it('fails at once on a 4xx (a webhook deleted at Discord answers 404), and retries a 429', async () => {
    await setWebhook();
    receiver.answers.push(404);
    await propose();
    await sendRound();
    const [message] = await webhookMessages();
    assert.equal(message?.status, 'failed');
    assert.equal(message?.attempts, 1);
    assert.equal((await log()).deliveries[0]?.statusCode, 404);

    await app.db.delete(notificationMessages);
    receiver.answers.push(429);
    await propose();
    await sendRound();
    assert.equal((await webhookMessages())[0]?.status, 'pending');
  });

  it('resolves a host name as it connects, and refuses it there when it now points at a private network', async () => {
    // Set while private addresses were allowed; the sender's rules now refuse them: the check at send time.
    await setWebhook(receiver.url.replace('127.0.0.1', 'localhost'));
    await propose();
    await expandWebhooks(app.db);
    clock = new Date();
    const strict = {
      cipher: createTokenCipher(Buffer.alloc(32, 7)),
      rules: { httpsOnly: false, allowPrivate: false },
      timeoutMs: 5000,
    };
    assert.equal(await sendWebhooksDue(app.db, strict, app.log, now), 0);
    assert.equal(receiver.received.length, 0);
    const [refused] = await webhookMessages();
    assert.equal(refused?.status, 'failed');
    assert.equal(refused?.lastError, 'EPRIVATE');
    assert.equal((await log()).deliveries[0]?.error, 'EPRIVATE');

    // Allowed, the same name resolves and is delivered.
    await propose();
    assert.equal(await sendRound(), 1);
    assert.equal(receiver.received.length, 1);
  });

  it('writes nothing for a league without a webhook, and sends nothing after the webhook is removed', async () => {
    await setWebhook();
    const removed = await call(commissioner, 'DELETE');
    assert.equal(removed.statusCode, 200);
    assert.equal((removed.json() as { configured: boolean }).configured, false);
    await propose();
    await sendRound();
    assert.equal((await webhookMessages()).length, 0);
    assert.equal(receiver.received.length, 0);
  });

  it('queues a test message the commissioner can send, delivered and logged', async () => {
    await app.db.delete(leagueWebhooks);
    assert.equal((await call(commissioner, 'POST', undefined, '/api/notifications/webhook/test')).statusCode, 404);
    await setWebhook();
    assert.equal((await call(commissioner, 'POST', undefined, '/api/notifications/webhook/test')).statusCode, 200);
    assert.equal(await sendRound(), 1);
    assert.match((receiver.received[0]?.body as { content: string }).content, /test message/);
  });

  it('refuses an address that is not a web address, with a clear message, changing nothing', async () => {
    await setWebhook();
    const before = await app.db.select().from(leagueWebhooks);
    for (const url of ['not a url', 'ftp://example.com/hook', 'https://user:pass@example.com/hook']) {
      const response = await call(commissioner, 'PUT', { url });
      assert.equal(response.statusCode, 400, url);
      assert.ok((response.json() as { message: string }).message.length > 10);
    }
    assert.deepEqual(await app.db.select().from(leagueWebhooks), before);
  });

  it("is the commissioner's alone: a manager can neither read nor set it, and another league's commissioner sees their own", async () => {
    await setWebhook();
    assert.equal((await call(proposer, 'GET')).statusCode, 403);
    assert.equal((await call(proposer, 'PUT', { url: 'https://example.com/hook' })).statusCode, 403);
    assert.equal((await call(proposer, 'DELETE')).statusCode, 403);

    // A commissioner of another league: a manager here, and their own league has no webhook.
    const other = await signInAsManager(app, null);
    const [otherUser] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, other.uid));
    const [otherLeague] = await app.db
      .insert(leagues)
      .values({ name: 'Another league', currentSeason: 2026, defaultSeason: 2026, defaultWeek: 1 })
      .returning({ id: leagues.id });
    await app.db
      .insert(memberships)
      .values({ leagueId: otherLeague!.id, userId: otherUser!.id, role: 'commissioner', joinedAt: new Date() });
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/notifications/webhook',
      headers: { ...bearer(other), 'x-league-id': String(otherLeague!.id) },
    });
    assert.equal(theirs.statusCode, 200, theirs.body);
    assert.deepEqual(theirs.json(), { configured: false, hint: null, deliveries: [] });
    const ours = await app.inject({
      method: 'GET',
      url: '/api/notifications/webhook',
      headers: { ...bearer(other), 'x-league-id': String(league.leagueId) },
    });
    assert.equal(ours.statusCode, 403);
  });

  // The 500-then-200 test moves the clock past the backoff without expanding again.
  async function sendWebhooksDueAt(at: Date) {
    clock = at;
    return sendWebhooksDue(
      app.db,
      {
        cipher: createTokenCipher(Buffer.alloc(32, 7)),
        rules: { httpsOnly: false, allowPrivate: true },
        timeoutMs: 5000,
      },
      app.log,
      now,
    );
  }
});

describe('the notification worker without SMTP_URL', () => {
  it("runs for the webhooks alone: a trade's proposal reaches the commissioner's webhook, and no email is written", async () => {
    const receiver = await startReceiver();
    const app = await createTestApp({
      notifications: {
        ...UNCONFIGURED_NOTIFICATIONS,
        intervalSeconds: 1,
        webhook: { httpsOnly: false, allowPrivate: true, key: null, keyFile: '' },
      },
    });
    try {
      const league = await fixtureLeague(app);
      const [teamA, teamB] = league.teamIds as [number, number];
      const commissioner = await signIn(app);
      const proposer = await signInAsManager(app, teamA);
      await signInAsManager(app, teamB);
      await setFaab(app, league, teamA, league.currentSeason, 1000);
      const set = await app.inject({
        method: 'PUT',
        url: '/api/notifications/webhook',
        headers: bearer(commissioner),
        payload: { url: receiver.url },
      });
      assert.equal(set.statusCode, 200, set.body);
      const delivered = receiver.next();
      const proposed = await app.inject({
        method: 'POST',
        url: '/api/trades',
        headers: bearer(proposer),
        payload: {
          proposedByTeamId: teamA,
          proposedToTeamId: teamB,
          items: [{ fromTeamId: teamA, toTeamId: teamB, itemType: 'faab', quantity: 1 }],
        },
      });
      assert.equal(proposed.statusCode, 201, proposed.body);
      await delivered;
      assert.match((receiver.received[0]?.body as { content: string }).content, /proposed a trade between/);
      const channels = await app.db.select({ channel: notificationMessages.channel }).from(notificationMessages);
      assert.deepEqual(channels, [{ channel: 'webhook' }]);
    } finally {
      await app.close();
      await receiver.close();
    }
  });
});

describe('webhook address rules', () => {
  it('knows loopback, private, link-local and unique-local addresses, v4, v6 and v4-mapped', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
    ])
      assert.equal(isPrivateAddress(address), true, address);
    for (const address of ['162.159.135.232', '8.8.8.8', '2606:4700::6810:84e5', '::ffff:8.8.8.8'])
      assert.equal(isPrivateAddress(address), false, address);
  });

  it('refuses a loopback or private address unless WEBHOOK_ALLOW_PRIVATE, and http in production', async () => {
    const app = await createTestApp({
      notifications: {
        ...UNCONFIGURED_NOTIFICATIONS,
        webhook: { httpsOnly: true, allowPrivate: false, key: null, keyFile: '' },
      },
    });
    try {
      const commissioner = await signIn(app);
      const webhookCipherless = await app.inject({
        method: 'PUT',
        url: '/api/notifications/webhook',
        headers: bearer(commissioner),
        payload: { url: 'https://127.0.0.1/hook' },
      });
      // Production without WEBHOOK_KEY keeps no address at all.
      assert.equal(webhookCipherless.statusCode, 400);
      assert.match(webhookCipherless.json().message, /WEBHOOK_KEY/);
    } finally {
      await app.close();
    }
    const strict = await createTestApp({
      notifications: {
        ...UNCONFIGURED_NOTIFICATIONS,
        webhook: { httpsOnly: true, allowPrivate: false, key: Buffer.alloc(32, 1).toString('base64'), keyFile: '' },
      },
    });
    try {
      const commissioner = await signIn(strict);
      const put = (url: string) =>
        strict.inject({
          method: 'PUT',
          url: '/api/notifications/webhook',
          headers: bearer(commissioner),
          payload: { url },
        });
      for (const url of [
        'https://127.0.0.1/hook',
        'https://[::1]/hook',
        'https://10.0.0.5/hook',
        'https://localhost/hook',
      ]) {
        const response = await put(url);
        assert.equal(response.statusCode, 400, url);
        assert.match(response.json().message, /private or loopback/, url);
      }
      const plain = await put('http://example.com/hook');
      assert.equal(plain.statusCode, 400);
      assert.match(plain.json().message, /must start with https:\/\//);
      assert.equal((await strict.db.select().from(leagueWebhooks)).length, 0);
      assert.equal((await strict.db.select().from(webhookDeliveries)).length, 0);
    } finally {
      await strict.close();
    }
  });
});
