// The site against a hostile page: its Content-Security-Policy lets everything the site itself
// loads through (no violation anywhere, signed in, on every route) and stops what it did not
// ask for, and no other site can frame it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sidebarScreens } from 'shared-build/apps';
import { expect, test } from '../support/fixtures';
import { recordPolicyViolations } from '../support/policy-violations';
import { siteUrl } from '../support/settings';
import { watchRequests } from '../support/settled';
import { routeGoogleScripts, signIn } from '../support/sign-in';

test('every route, signed in, runs under the site’s policy without a single violation; a script from elsewhere is refused', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const violations = await recordPolicyViolations(context);
  const requests = watchRequests(page);
  await routeGoogleScripts(context);

  const login = await page.goto('/login');
  expect(login?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const screen of sidebarScreens) {
    // Each screen opened from the sidebar (the page loads the remote) and loaded directly.
    await nav.getByRole('link', { name: screen.nav.label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: screen.title, exact: true })).toBeVisible();
    const direct = await page.goto(screen.path);
    expect(direct?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1, name: screen.title, exact: true })).toBeVisible();
    // Let the screen's queries and the idle preloads finish under the policy too.
    await requests.settled();
  }
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  expect(violations).toEqual([]);

  // The same listener sees what the policy stops: a script from an origin the site never named.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://scripts.evil.example/steal.js';
    document.head.append(script);
  });
  await expect
    .poll(() => violations)
    .toContainEqual(expect.stringContaining('script-src-elem https://scripts.evil.example/steal.js'));
});

test('a page of another origin that frames the site shows nothing of it', async ({ page, context }) => {
  await routeGoogleScripts(context);
  // Another site on this machine (a real server, so the browser treats it as the origin it is).
  const attacker = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      `<!doctype html><title>Win a prize</title><iframe src="${siteUrl}/login" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => attacker.listen(0, 'localhost', resolve));
  const { port } = attacker.address() as AddressInfo;
  try {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    const framed = page.waitForResponse(`${siteUrl}/login`);
    await page.goto(`http://localhost:${port}/prize`);
    // The site answered the frame's request; the browser refused to show it.
    expect((await framed).status()).toBe(200);
    await expect.poll(() => refusals).toContainEqual(expect.stringContaining("frame-ancestors 'none'"));
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('button', { name: /Sign in with Google/ })).toHaveCount(0);
    await expect(frame.getByText('Fantasy Football')).toHaveCount(0);
    // The same page, opened directly, is there.
    await page.goto(`${siteUrl}/login`);
    await expect(page.getByRole('button', { name: /Sign in with Google/ })).toBeVisible();
  } finally {
    await new Promise((resolve) => attacker.close(resolve));
  }
});
