// Email notifications end to end (docs/notifications.md): a copy of the site whose API sends
// through MailDev, the catcher `npm start` runs. A trade proposed to a team reaches its
// manager's inbox in the catcher; the email's unsubscribe link, opened without signing in,
// turns that kind off, and the manager's Settings → Notifications says so and saves choices.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { endpoints, urlOf, type LeagueMember, type Team } from 'shared-contracts';
import { notificationEndpoints } from 'shared-contracts/notifications';
import {
  freePort,
  startProcess,
  stopProcess,
  waitUntilAnswering,
  type StartedProcess,
} from '../../scripts/lib/processes.mjs';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { toast } from '../support/league-setup';
import { memberApi } from '../support/member-api';
import { newPersonOnOwnLeague, ownLeagueOrigin } from '../support/own-league';
import { leagueApiPort, leagueWebPortBase, workspaceRoot } from '../support/settings';
import { startStack } from '../support/stack';

const origin = ownLeagueOrigin;

/** What MailDev's API says of one email it caught. */
type CaughtEmail = { id: string; subject: string; to: Array<{ address: string }>; text: string };

let catcherUrl = '';
let servers: StartedProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const catcher = startProcess(
    'MailDev',
    process.execPath,
    [
      path.join(workspaceRoot, 'node_modules/maildev/dist/bin/maildev.js'),
      ...[
        '--smtp',
        String(smtpPort),
        '--ip',
        '127.0.0.1',
        '--web',
        String(webPort),
        '--web-ip',
        '127.0.0.1',
        '--silent',
      ],
    ],
    { cwd: workspaceRoot },
  );
  catcherUrl = `http://127.0.0.1:${webPort}`;
  await waitUntilAnswering(`${catcherUrl}/api/healthz`, catcher, { timeoutMs: 60_000 });
  servers = [catcher];
  servers.push(
    ...(await startStack({
      webPortBase: leagueWebPortBase,
      apiPort: leagueApiPort,
      apiEnv: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NOTIFY_FROM: 'Fantasy League <notifications@league.test>',
        NOTIFY_TOKEN_KEY: randomBytes(32).toString('base64'),
        NOTIFY_INTERVAL_SECONDS: '1',
        SITE_URL: origin,
      },
    })),
  );
});
test.afterAll(async () => {
  for (const server of servers.reverse()) await stopProcess(server);
});

test('a proposal reaches the receiving manager in the catcher; its link unsubscribes; Settings shows and saves it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const proposer = await newPersonOnOwnLeague(browser);
  const receiver = await newPersonOnOwnLeague(browser);
  const commissioner = await memberApi(proposer.page, origin);
  const teams = await commissioner.get<Team[]>(urlOf(endpoints.listTeams));
  const [teamA, teamB] = [teams[0]!, teams[1]!];
  const members = await commissioner.get<LeagueMember[]>(urlOf(endpoints.listMembers));
  const receiving = members.find((member) => member.email === receiver.email)!;
  const made = await commissioner.send('PATCH', urlOf(endpoints.updateMember, { params: { id: receiving.id } }), {
    role: 'manager',
    teamId: teamB.id,
  });
  expect(made.status()).toBe(200);
  await commissioner.send('PUT', urlOf(endpoints.setFaabBalances), {
    season: (await commissioner.get<{ currentSeason: number }>(urlOf(endpoints.getLeague))).currentSeason,
    balances: [{ teamId: teamA.id, amount: 10 }],
  });
  const proposed = await commissioner.send('POST', urlOf(endpoints.proposeTrade), {
    proposedByTeamId: teamA.id,
    proposedToTeamId: teamB.id,
    items: [{ fromTeamId: teamA.id, toTeamId: teamB.id, itemType: 'faab', quantity: 1 }],
  });
  expect(proposed.status(), await proposed.text()).toBe(201);

  // The worker's next round (every second here) sends it; the catcher's page lists it.
  const forReceiver = async () =>
    ((await (await fetch(`${catcherUrl}/api/email`)).json()) as CaughtEmail[]).filter((email) =>
      email.to.some((to) => to.address === receiver.email),
    );
  await expect.poll(async () => (await forReceiver()).length, { timeout: 30_000 }).toBe(1);
  const [email] = await forReceiver();
  expect(email!.subject).toMatch(/: A trade offer for your team$/);
  expect(email!.text).toContain(`proposed a trade between ${teamA.name} and ${teamB.name}.`);
  const catcher = await browser.newPage();
  await catcher.goto(catcherUrl);
  await expect(catcher.getByText(email!.subject).first()).toBeVisible();

  // The link works signed out: a page of its own in a context with no one signed in.
  const link = /(http\S+\/api\/notifications\/unsubscribe\?token=\S+)/.exec(email!.text)![1]!;
  const visitor = await browser.newPage();
  await visitor.goto(link);
  // Opening it only asks (a mail scanner opens every link); the button, by keyboard, unsubscribes.
  await expect(visitor.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(visitor.getByText('Stop emails about trade offers to your team from this league?')).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe' }).focus();
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeVisible();
  await expect(visitor.getByText(/no longer get emails about trade offers to your team/)).toBeVisible();

  // The manager's Settings: the kind unchecked; another choice saved from the keyboard.
  const page = receiver.page;
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Your notifications' });
  await expect(form.getByRole('checkbox', { name: 'A trade offered to my team' })).not.toBeChecked();
  await expect(page.getByRole('note')).toHaveCount(0);
  const lottery = form.getByRole('checkbox', { name: 'The draft lottery’s result' });
  await lottery.focus();
  await page.keyboard.press('Space');
  await form.getByRole('button', { name: 'Save notifications' }).click();
  await expect(toast(page, 'Notifications saved')).toBeVisible();
  const mine = await memberApi(page, origin);
  const saved = await mine.get<{ preferences: Array<{ kind: string; delivery: string }> }>(
    urlOf(notificationEndpoints.getNotificationPreferences),
  );
  expect(
    saved.preferences.filter((preference) => preference.delivery === 'none').map((preference) => preference.kind),
  ).toEqual(['trade.offered', 'lottery.drawn']);

  await expectAccessibleInEveryTheme(page, '/settings', async (settings) => {
    await expect(settings.getByRole('form', { name: 'Your notifications' })).toBeVisible();
  });
});
