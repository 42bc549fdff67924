// The invited person's first visit (docs/screens/shell.md §2.5, docs/architecture.md §9.9): the
// join link's page and /login paint their card from the page itself, so with JavaScript off
// they still show the league, the invitation and the sign-in button; with it, the app takes
// the card over, the person signs in on the link's own page and joins. The league's name is
// markup on purpose: it must stay text everywhere. A lost connection while the app asks for
// the card again keeps the painted card, and signing in still works.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { endpoints, invitationLinkPath, type InvitationLink } from 'shared-contracts';
import { addTeam } from '../support/league-setup';
import { createLeague, createLink, switcher } from '../support/leagues';
import { signInAnotherUser } from '../support/member-api';
import { recordPolicyViolations } from '../support/policy-violations';
import { siteUrl } from '../support/settings';
import { routeGoogleScripts } from '../support/sign-in';

const run = Date.now().toString(36);
const LEAGUE = `<script>window.pwned=1</script> Keepers ${run}`;
const TEAM = 'First Visitors';
const CARD_PATH = /^\/api\/invitations\/[^/]+\/card$/;

/** The day the link's card names, as the page writes it (UTC). */
const expiryDay = (link: InvitationLink) =>
  new Date(link.expiresAt).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

async function expectInvitationCard(page: Page, link: InvitationLink) {
  await expect(page.getByRole('heading', { level: 1, name: `Join ${LEAGUE}` })).toBeVisible();
  await expect(
    page.getByText(`You are invited as manager of ${TEAM}. This link expires on ${expiryDay(link)}.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
}

/** Signs in at the emulator's popup the page's sign-in button opens. */
async function signInByPopup(page: Page) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  await popup.getByText('Add new account').click();
  await popup.getByText('Auto-generate user information').click();
  await popup.getByRole('button', { name: /Sign in with Google\.com/i }).click();
}

async function newVisitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: siteUrl });
  await routeGoogleScripts(context);
  const violations = await recordPolicyViolations(context);
  return { context, violations, page: await context.newPage() };
}

test('an invited person’s first visit: the join link and /login paint without JavaScript; with it they sign in on the link and join', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  let link: InvitationLink;
  await test.step('a commissioner makes a league whose name is markup, with a team, and a link for it', async () => {
    const ann = (await signInAnotherUser(browser)).page;
    await ann.goto('/');
    await createLeague(ann, LEAGUE);
    await addTeam(ann, TEAM, 'FV');
    link = await createLink(ann, { team: TEAM });
    await ann.context().close();
  });

  await test.step('without JavaScript: the link’s card, /login’s card, a refused link’s reason', async () => {
    const context = await browser.newContext({ baseURL: siteUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(invitationLinkPath(link.token));
    await expectInvitationCard(page, link);
    // Waiting for the app: disabled and marked busy, never a button that looks ready and does nothing.
    const button = page.getByRole('button', { name: 'Sign in with Google' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Sign in to manage your fantasy football league')).toBeVisible();

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Fantasy Football' })).toBeVisible();
    await expect(page.getByText('Sign in to access your fantasy football dashboard')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await expect(page.getByText('Sign in to manage your fantasy football league')).toBeVisible();

    await page.goto(invitationLinkPath('Z'.repeat(32)));
    await expect(page.getByRole('heading', { level: 1, name: 'This invitation cannot be used' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('This invitation link is not valid: it may have been revoked');
    await context.close();
  });

  await test.step('with JavaScript: the app takes the card over, the visitor signs in on it and joins', async () => {
    const { context, violations, page } = await newVisitor(browser);
    const cardRead = page.waitForResponse((response) => CARD_PATH.test(new URL(response.url()).pathname));
    await page.goto(invitationLinkPath(link.token));
    await expectInvitationCard(page, link);
    // The app asks the API again through the public read, and gets the same card.
    expect((await cardRead).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    // The name stayed text: no script of it ran.
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

    await signInByPopup(page);
    // Back on the same link, signed in: the join card (the signed-in preview), then the league.
    await expect(page).toHaveURL(`${siteUrl}${invitationLinkPath(link.token)}`);
    const joined = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === endpoints.acceptInvitation.path.replace(':token', link.token),
    );
    await page.getByRole('button', { name: 'Join league' }).click();
    expect((await joined).status()).toBe(200);
    await expect(page).toHaveURL(`${siteUrl}/`);
    await expect(switcher(page)).toContainText(LEAGUE);
    expect(violations).toEqual([]);
    await context.close();
  });
});

test('a lost connection while the app reads the card again keeps the card the page painted, and signing in works', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ann = (await signInAnotherUser(browser)).page;
  await ann.goto('/');
  await createLeague(ann, `Offline Keepers ${run}`);
  const link = await createLink(ann, { uses: 3 });
  await ann.context().close();

  const { context, page } = await newVisitor(browser);
  // Only the app's own read fails: the page's server read the card before.
  await context.route(`**/api/invitations/${link.token}/card`, (route) => route.abort('internetdisconnected'));
  const failed = page.waitForEvent('requestfailed', (request) => CARD_PATH.test(new URL(request.url()).pathname));
  await page.goto(invitationLinkPath(link.token));
  await failed;
  await expect(page.getByRole('heading', { level: 1, name: `Join Offline Keepers ${run}` })).toBeVisible();
  await expect(page.getByText('You are invited as a manager.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  await signInByPopup(page);
  await expect(page.getByRole('button', { name: 'Join league' })).toBeVisible();
  await context.close();
});
