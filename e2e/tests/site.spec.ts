// The composed site in Chromium: the shell and its six remotes, served from their builds.
import { remoteApps, sidebarScreens } from 'shared-build/apps';
import { singletonPackages } from 'shared-build/singletons';
import { PAGE_DATA_IDS } from 'shared-contracts';
import { expect, test } from '../support/fixtures';
import { remoteOrigin, siteUrl } from '../support/settings';
import { routeGoogleScripts, signIn } from '../support/sign-in';

const screens = sidebarScreens.map((screen) => ({ link: screen.nav.label, path: screen.path, title: screen.title }));

test('every route shows its screen from its remote, with its sidebar link highlighted', async ({
  signedIn: { page, email },
}) => {
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

test('every shared singleton (React, the router, react-query, styled-components, shared-auth…) is fetched once, from the shell: no remote loads its own copy', async ({
  page,
  context,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await routeGoogleScripts(context);
  await signIn(page);
  for (const { path } of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  // A package's subpaths (react-dom/client, react/jsx-runtime) count as the package.
  const packageOf = (shared: string) =>
    singletonPackages.find((name) => shared === name || shared.startsWith(`${name}/`));
  type Manifest = { shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }> };
  /** Each singleton's files in an app's manifest: what the app would load for its own copy. */
  const singletonFiles = async (origin: string) => {
    const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as Manifest;
    const files = new Map<string, string[]>();
    for (const shared of manifest.shared) {
      const name = packageOf(shared.name);
      if (name)
        files.set(
          name,
          [...(files.get(name) ?? []), ...shared.assets.js.sync, ...shared.assets.js.async].map(
            (file) => `${origin}/${file}`,
          ),
        );
    }
    return files;
  };

  const fromShell = await singletonFiles(siteUrl);
  for (const name of singletonPackages) {
    expect(
      requested.some((url) => fromShell.get(name)?.includes(url)),
      `${name} was loaded from the shell`,
    ).toBe(true);
  }
  for (const remote of remoteApps) {
    const origin = remoteOrigin(remote.dir);
    expect(
      requested.some((url) => url.startsWith(origin)),
      `the site loaded something from ${origin}`,
    ).toBe(true);
    const own = await singletonFiles(origin);
    expect(own.get('react')?.length, `${remote.dir} has a copy of React it could load`).toBeGreaterThan(0);
    const loaded = [...own].flatMap(([name, files]) =>
      files.filter((file) => requested.includes(file)).map((file) => `${name}: ${file}`),
    );
    expect(loaded, `singleton chunks requested from ${origin}`).toEqual([]);
  }
});

test('the theme applies to the whole site and survives a reload', async ({ signedIn: { page } }) => {
  await page.goto('/players');
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  const headingColour = () =>
    page.getByRole('heading', { level: 1, name: 'Players' }).evaluate((element) => getComputedStyle(element).color);
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

test('a remote that cannot be reached shows its error card while the rest works; Retry loads it once it is back', async ({
  signedIn: { page },
  context,
}) => {
  const playersManifest = `${remoteOrigin('mf-players')}/mf-manifest.json`;
  let manifestRequests = 0;
  await context.route(playersManifest, (route) => {
    manifestRequests += 1;
    return route.abort('connectionrefused');
  });
  const shellErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[shell]')) shellErrors.push(message.text());
  });

  // Down from the start: once the dashboard is shown, the idle preload tries Players (and the
  // retry plugin once more), and gives up without a word.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => manifestRequests, { timeout: 20_000 }).toBe(2);

  manifestRequests = 0;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Players' }).click();
  await expect(page.getByText('Players is unavailable')).toBeVisible();
  await expect(page.getByText(/The Players area could not be loaded/)).toBeVisible();
  // Opening it loads it afresh, and the retry plugin tried once more before giving up.
  expect(manifestRequests).toBe(2);
  // Only the opening speaks (the fallback plugin, then the error card): the preload, long
  // finished by now, added nothing.
  expect(shellErrors).toEqual([
    expect.stringContaining('[shell] mf_players/Players could not be loaded'),
    expect.stringContaining('[shell] the Players screen failed'),
  ]);

  // The sidebar and the other remotes keep working.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Players' }).click();
  await expect(page.getByText('Players is unavailable')).toBeVisible();

  await context.unroute(playersManifest);
  await page.getByRole('button', { name: /Retry/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
});

test('a remote whose address in the remotes list is dead shows its error card; the others load', async ({
  signedIn: { page },
}) => {
  // The shell's server writes the remotes list into the page (a data block; /remotes.json
  // answers the same): the page becomes a deployment's whose list names a dead address for
  // Schedule. The block is rewritten as it is parsed, before the shell (a deferred script) reads
  // it; fulfilling the page from the test instead would make Chromium treat it as a public
  // page, which may not reach the loopback servers at all.
  await page.addInitScript((blockId) => {
    new MutationObserver((_changes, observer) => {
      const block = document.getElementById(blockId);
      let remotes: Array<{ name: string; entry: string }>;
      try {
        remotes = JSON.parse(block?.textContent ?? '') as typeof remotes;
      } catch {
        return; // not parsed yet, or only in part: the next change comes
      }
      block!.textContent = JSON.stringify(
        remotes.map((remote) =>
          remote.name === 'mf_schedule' ? { ...remote, entry: 'http://127.0.0.1:9/mf-manifest.json' } : remote,
        ),
      );
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, PAGE_DATA_IDS.remotes);
  await page.goto('/schedule');
  await expect(page.getByText('Schedule is unavailable')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trades' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trade Center' })).toBeVisible();
});

test('at 500 px the sidebar is a drawer: the menu button opens it, choosing a link or Escape closes it and focus returns', async ({
  signedIn: { page },
}) => {
  await page.setViewportSize({ width: 500, height: 800 });
  const menu = page.getByRole('button', { name: 'Open navigation menu' });
  const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schedule' })).toBeHidden();

  await menu.click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Schedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await menu.press('Enter');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close navigation menu' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
});

test('an unknown address shows the not-found screen, whose button returns to the dashboard', async ({
  signedIn: { page },
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(`${siteUrl}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('log-out signs out and lands on /login; the screens then ask for sign-in again', async ({
  signedIn: { page },
}) => {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${siteUrl}/login`);
  await expect(page.getByRole('button', { name: /Sign in with Google/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.goto('/players');
  await expect(page).toHaveURL(`${siteUrl}/login`);
});
