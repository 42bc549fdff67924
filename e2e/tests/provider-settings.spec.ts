// Settings and the provider (Yahoo, here its fake on loopback): the commissioner runs the
// OAuth flow in its own window, links a team and fetches a roster.
import { expect, test } from '../support/fixtures';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { fakeYahooUrl } from '../support/settings';

test('the commissioner connects Yahoo through the authorization window, links a team and fetches a roster', async ({
  signedIn: { page },
}) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The connection is tested on page load; the demo league starts connected to the fake.
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  // 'Test Connection' answers beside itself, not only in the debug log far below.
  const testConnection = page.getByRole('button', { name: 'Test Connection' });
  await testConnection.click();
  await expect(page.getByRole('status', { name: 'Connection test' })).toContainText('Connected to Yahoo');
  const [button, result] = [
    await testConnection.boundingBox(),
    await page.getByRole('status', { name: 'Connection test' }).boundingBox(),
  ];
  expect(result!.y, "the answer is on the button's row").toBeLessThan(button!.y + button!.height);

  // 'Start Yahoo OAuth Setup' opens the provider's authorization page, which shows a code.
  const authorizationWindow = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Start Yahoo OAuth Setup' }).click();
  const authorization = await authorizationWindow;
  await authorization.waitForLoadState();
  expect(authorization.url()).toContain(`${fakeYahooUrl}/oauth2/request_auth?`);
  const code = (await authorization.locator('#code').textContent())?.trim() ?? '';
  expect(code).not.toBe('');
  await authorization.close();

  const submit = page.getByRole('button', { name: 'Submit Code' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await submit.click();
  await expect(
    page.getByRole('status').getByText('Successfully authenticated with Yahoo!', { exact: true }),
  ).toBeVisible();

  // The provider league's teams: name, manager and team key.
  const providerTeams = page.locator('table').filter({ hasText: 'Team key' });
  const teamRow = (teamKey: string) =>
    providerTeams.getByRole('row').filter({ has: page.getByRole('cell', { name: teamKey, exact: true }) });
  const spurs = teamRow('461.l.6288.t.2');
  await expect(spurs).toContainText('San Antonio Spurs of Steel');
  await expect(spurs).toContainText('Faruk');

  // Link Teams: provider team 1 becomes the local Spurs (selectors read 'name (displayName)').
  await page.getByRole('combobox', { name: 'Local team for Gotham City Knights' }).click();
  await page.getByRole('option', { name: 'San Antonio Spurs of Steel (Faruk)' }).click();
  await expect(teamRow('461.l.6288.t.1')).toContainText('San Antonio Spurs of Steel');

  // Test Roster Fetch: a team, a week of 1 to 17, 'Get Roster'.
  await page.getByRole('combobox', { name: 'Roster team' }).click();
  await page.getByRole('option', { name: 'Bayou Bandits' }).click();
  await page.getByLabel('Week', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Get Roster' }).click();
  const roster = page.getByRole('list', { name: 'Roster' });
  await expect(roster.getByRole('listitem').first()).toBeVisible();
  expect(await roster.getByRole('listitem').count()).toBeGreaterThan(10);
  await expect(roster).toContainText('BN');

  // Every step left a timestamped line in the debug log.
  await expect(page.getByRole('list', { name: 'Debug log' })).toContainText(
    /\[\d{2}:\d{2}:\d{2}\] Roster fetched: \d+ players/,
  );
});

test("Yahoo refusing the app (403) is shown as Yahoo's access change, and 'Switch to Sleeper' leads on", async ({
  signedIn: { page },
}) => {
  // Axe in all five themes at two widths on Settings, the longest page: as Home's such check.
  test.setTimeout(180_000);
  await fetch(`${fakeYahooUrl}/__faults`, { method: 'POST', body: JSON.stringify({ notAuthorized403: true }) });
  try {
    await page.goto('/settings');
    const callout = page.getByRole('region', { name: 'Yahoo has closed its Fantasy API' });
    await expect(callout).toContainText(
      'Yahoo has closed its Fantasy API to apps: since July 2026 it answers “This application is not authorized to perform this action” unless Yahoo has approved the app by hand.',
    );
    await expect(page.getByText('Closed by Yahoo', { exact: true })).toBeVisible();
    await expectAccessibleInEveryTheme(page, '/settings', async (current) => {
      await expect(current.getByRole('region', { name: 'Yahoo has closed its Fantasy API' })).toBeVisible();
    });
    await callout.getByRole('button', { name: 'Switch to Sleeper' }).click();
    await expect(page.getByRole('combobox', { name: 'Provider' })).toHaveText(/^Sleeper/);
    await expect(page.getByRole('textbox', { name: 'Sleeper league id' })).toBeFocused();
    // Choosing is not following: the league still follows Yahoo until a Sleeper league is chosen.
    await expect(page.getByRole('status', { name: "Provider's league" })).toContainText('Yahoo');
  } finally {
    await fetch(`${fakeYahooUrl}/__reset`, { method: 'POST' });
  }
});
