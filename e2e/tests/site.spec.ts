// The composed site in Chromium: the shell and its six remotes, served from their builds.
import { expect, test } from '../support/fixtures';
import { remotePort, siteUrl } from '../support/settings';
import { routeGoogleScripts, signIn } from '../support/sign-in';

const screens = [
  { link: 'Home', path: '/', title: 'Dashboard' },
  { link: 'Teams', path: '/teams', title: 'Teams' },
  { link: 'Draft Picks', path: '/picks', title: 'Draft Picks' },
  { link: 'Players', path: '/players', title: 'Players' },
  { link: 'Trades', path: '/trades', title: 'Trade Center' },
  { link: 'Schedule', path: '/schedule', title: 'Schedule' },
  { link: 'Settings', path: '/settings', title: 'Settings' },
];

test('every route shows its screen from its remote, with its sidebar link highlighted', async ({ signedIn: { page, email } }) => {
  await expect(page.getByText(email)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const screen of screens) {
    await nav.getByRole('link', { name: screen.link, exact: true }).click();
    await expect(page).toHaveURL(`${siteUrl}${screen.path}`);
    await expect(page.getByRole('heading', { level: 1, name: screen.title, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: screen.link, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  // A deep link loads straight into its remote too.
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
});

test('React is fetched from the shell only: no remote serves its own copy', async ({ page, context }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await routeGoogleScripts(context);
  await signIn(page);
  for (const path of ['/teams', '/players', '/trades', '/schedule', '/picks', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  const reactFamily = (name: string) => name === 'react' || name === 'react-dom' || name.startsWith('react/') || name.startsWith('react-dom/');
  type Manifest = { shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }> };
  const reactFiles = async (origin: string) => {
    const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as Manifest;
    return manifest.shared.filter((shared) => reactFamily(shared.name)).flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]);
  };

  const shellReact = await reactFiles(siteUrl);
  expect(shellReact.length).toBeGreaterThan(0);
  expect(requested.some((url) => shellReact.some((file) => url === `${siteUrl}/${file}`))).toBe(true);

  for (let offset = 1; offset <= 6; offset += 1) {
    const origin = `http://127.0.0.1:${remotePort(offset)}`;
    expect(requested.some((url) => url.startsWith(origin)), `the site loaded something from ${origin}`).toBe(true);
    const files = await reactFiles(origin);
    expect(files.length).toBeGreaterThan(0);
    const fromRemote = requested.filter((url) => files.some((file) => url === `${origin}/${file}`));
    expect(fromRemote, `React chunks requested from ${origin}`).toEqual([]);
  }
});

test('the theme applies to the whole site and survives a reload', async ({ signedIn: { page } }) => {
  await page.goto('/players');
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  const headingColour = () => page.getByRole('heading', { level: 1, name: 'Players' }).evaluate((element) => getComputedStyle(element).color);
  const before = await headingColour();

  await page.getByRole('button', { name: /^Theme:/ }).click();
  await page.getByRole('menuitemradio', { name: 'dark' }).click();
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The remote's own heading follows the shell's theme: one styled-components, one theme.
  await expect.poll(headingColour).not.toBe(before);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('a remote that cannot be reached shows its error card while the rest works; Retry loads it once it is back', async ({ signedIn: { page }, context }) => {
  const playersManifest = `http://127.0.0.1:${remotePort(2)}/mf-manifest.json`;
  let manifestRequests = 0;
  await context.route(playersManifest, (route) => {
    manifestRequests += 1;
    return route.abort('connectionrefused');
  });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Players' }).click();
  await expect(page.getByText('Players is unavailable')).toBeVisible();
  await expect(page.getByText(/The Players area could not be loaded/)).toBeVisible();
  // The retry plugin tried once more before giving up.
  expect(manifestRequests).toBe(2);

  // The sidebar and the other remotes keep working.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Players' }).click();
  await expect(page.getByText('Players is unavailable')).toBeVisible();

  await context.unroute(playersManifest);
  await page.getByRole('button', { name: /Retry/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
});

test('a remote whose address in remotes.json is dead shows its error card; the others load', async ({ signedIn: { page }, context }) => {
  await context.route(`${siteUrl}/remotes.json`, async (route) => {
    const response = await route.fetch();
    const remotes = (await response.json()) as Array<{ name: string; entry: string }>;
    const moved = remotes.map((remote) => (remote.name === 'mf_schedule' ? { ...remote, entry: 'http://127.0.0.1:9/mf-manifest.json' } : remote));
    await route.fulfill({ response, json: moved });
  });
  await page.goto('/schedule');
  await expect(page.getByText('Schedule is unavailable')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trades' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trade Center' })).toBeVisible();
});

test('at 500 px the sidebar is a drawer: the menu button opens it, choosing a link closes it', async ({ signedIn: { page } }) => {
  await page.setViewportSize({ width: 500, height: 800 });
  const menu = page.getByRole('button', { name: 'Open navigation menu' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schedule' })).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Schedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Schedule' })).toBeHidden();
});

test('an unknown address shows the not-found screen, whose button returns to the dashboard', async ({ signedIn: { page } }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(`${siteUrl}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('log-out signs out and lands on /login; the screens then ask for sign-in again', async ({ signedIn: { page } }) => {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${siteUrl}/login`);
  await expect(page.getByRole('button', { name: /Sign in with Google/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.goto('/players');
  await expect(page).toHaveURL(`${siteUrl}/login`);
});
