// Signing in the way a person does: the login page's Google button opens the Auth
// emulator's popup, where we add an account with generated details.
//
// Offline, the Firebase SDK cannot load Google's gapi script, so every context routes it to
// our stand-in (support/gapi-stand-in.js), and the emulator widget's styling from
// unpkg.com and fonts.googleapis.com to empty answers.
import { readFileSync } from 'node:fs';
// playwright-core's types: the Players benchmark signs in with this too, outside the test runner.
import type { BrowserContext, Page } from 'playwright-core';

const gapiStandIn = readFileSync(new URL('./gapi-stand-in.js', import.meta.url), 'utf8');

export async function routeGoogleScripts(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: gapiStandIn }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: route.request().resourceType() === 'stylesheet' ? 'text/css' : 'text/javascript',
      body: '',
    }),
  );
}

/**
 * Signs in a newly generated emulator user on the site at `origin` (default: the shell),
 * with the given email instead of a generated one when asked; answers once the page has left
 * /login.
 */
export async function signIn(page: Page, origin = '', options: { email?: string } = {}): Promise<{ email: string }> {
  await page.goto(`${origin}/login`);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Sign in with Google/ }).click();
  const popup = await popupOpened;
  await popup.getByText('Add new account').click();
  await popup.getByText('Auto-generate user information').click();
  if (options.email) await popup.locator('#email-input').fill(options.email);
  const email = await popup.locator('#email-input').inputValue();
  await popup.getByRole('button', { name: /Sign in with Google\.com/i }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
  return { email };
}
