// Settings' Yahoo OAuth as a commissioner walks it against the fake Yahoo: Start opens the
// authorization window, whose page shows a code (Yahoo's out-of-band flow), pasted back into
// Settings. Answers once Settings says the connection is made.
import { expect, type Page } from '@playwright/test';

/** Connects the league of the page's Settings (open on /settings) to the fake Yahoo. */
export async function connectYahoo(page: Page): Promise<void> {
  const authorizationWindow = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Start Yahoo OAuth Setup' }).click();
  const authorization = await authorizationWindow;
  await authorization.waitForLoadState();
  const code = (await authorization.locator('#code').textContent())?.trim() ?? '';
  await authorization.close();
  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Submit Code' }).click();
  await expect(
    page.getByRole('status').getByText('Successfully authenticated with Yahoo!', { exact: true }),
  ).toBeVisible();
}
