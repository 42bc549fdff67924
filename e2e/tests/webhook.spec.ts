// A league's webhook end to end (docs/notifications.md §4): a copy of the site whose API may
// post to loopback (WEBHOOK_ALLOW_PRIVATE) and runs its worker without SMTP. The commissioner
// sets a local receiver's address in Settings → League webhook; a manager proposes a trade;
// the receiver gets the feed's sentence in Discord's and Slack's fields, and the card's
// delivery log shows the delivery; a test message follows, and the address is removed.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints, urlOf, type LeagueMember, type Team } from 'shared-contracts';
import { stopProcess, type StartedProcess } from '../../scripts/lib/processes.mjs';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { memberApi } from '../support/member-api';
import { newPersonOnOwnLeague, ownLeagueOrigin } from '../support/own-league';
import { leagueApiPort, leagueWebPortBase } from '../support/settings';
import { startStack } from '../support/stack';

const origin = ownLeagueOrigin;

let servers: StartedProcess[] = [];
let receiver: Server;
const received: Array<{ content: string; text: string }> = [];
let receiverUrl = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { content: string; text: string });
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/42/E2eSecretHook`;
  servers = await startStack({
    webPortBase: leagueWebPortBase,
    apiPort: leagueApiPort,
    apiEnv: {
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_KEY: randomBytes(32).toString('base64'),
      NOTIFY_INTERVAL_SECONDS: '1',
    },
  });
});
test.afterAll(async () => {
  for (const server of servers.reverse()) await stopProcess(server);
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

test("the commissioner's webhook, set in Settings, receives a manager's trade proposal, and its log shows it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const commissioner = await newPersonOnOwnLeague(browser);
  const manager = await newPersonOnOwnLeague(browser);
  const asCommissioner = await memberApi(commissioner.page, origin);
  const teams = await asCommissioner.get<Team[]>(urlOf(endpoints.listTeams));
  const [teamA, teamB] = [teams[0]!, teams[1]!];
  const members = await asCommissioner.get<LeagueMember[]>(urlOf(endpoints.listMembers));
  const managing = members.find((member) => member.email === manager.email)!;
  const made = await asCommissioner.send('PATCH', urlOf(endpoints.updateMember, { params: { id: managing.id } }), {
    role: 'manager',
    teamId: teamA.id,
  });
  expect(made.status()).toBe(200);
  await asCommissioner.send('PUT', urlOf(endpoints.setFaabBalances), {
    season: (await asCommissioner.get<{ currentSeason: number }>(urlOf(endpoints.getLeague))).currentSeason,
    balances: [{ teamId: teamA.id, amount: 10 }],
  });

  // The commissioner sets the address in Settings, from the keyboard.
  const page = commissioner.page;
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'League webhook address' });
  await form.getByRole('textbox', { name: 'Webhook address' }).fill(receiverUrl);
  await form.getByRole('textbox', { name: 'Webhook address' }).press('Enter');
  await expect(page.getByText('Webhook saved', { exact: true })).toBeVisible();
  await expect(page.getByText(/^127\.0\.0\.1:\d+ …Hook$/)).toBeVisible();
  await expect(page.getByText('E2eSecretHook')).toHaveCount(0);

  const asManager = await memberApi(manager.page, origin);
  const proposed = await asManager.send('POST', urlOf(endpoints.proposeTrade), {
    proposedByTeamId: teamA.id,
    proposedToTeamId: teamB.id,
    items: [{ fromTeamId: teamA.id, toTeamId: teamB.id, itemType: 'faab', quantity: 1 }],
  });
  expect(proposed.status(), await proposed.text()).toBe(201);

  // The worker's next round (every second here) posts it.
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
  const sentence = `proposed a trade between ${teamA.name} and ${teamB.name}.`;
  expect(received[0]!.content).toContain(sentence);
  expect(received[0]!.text).toBe(received[0]!.content);

  // The delivery log, as the commissioner reads it.
  await page.reload();
  const log = page.getByRole('region', { name: 'Webhook delivery log' }).getByRole('table');
  await expect(log.getByRole('row').filter({ hasText: sentence })).toContainText('Delivered');
  await expect(log.getByRole('row').filter({ hasText: sentence })).toContainText('HTTP 204');

  await expectAccessibleInEveryTheme(page, '/settings', async (settings) => {
    await expect(settings.getByRole('form', { name: 'League webhook address' })).toBeVisible();
  });

  // A test message through the same outbox, then the address removed.
  await page.getByRole('button', { name: 'Send a test message' }).click();
  await expect(page.getByText('Test message queued', { exact: true })).toBeVisible();
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
  expect(received[1]!.content).toContain('test message');
  await page.getByRole('button', { name: 'Remove webhook' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Webhook removed', { exact: true })).toBeVisible();
  await expect(page.getByText('No webhook is set: nothing is posted.')).toBeVisible();
});
