// Calling the site's /api as the member signed in on a page, for what a test prepares or
// checks beside the screens (making a member a team's manager, a refusal the UI never sends).
// The ID token is the one the page itself sends: we read it off the page's next API request,
// so no test ever mints a token of its own.
import { expect, type APIResponse, type Browser, type Page } from '@playwright/test';
import { LEAGUE_ID_HEADER } from 'shared-contracts';
import { routeGoogleScripts, signIn } from './sign-in';
import { siteUrl } from './settings';

/** The API's operation log (its plugins/operation-log.ts) leaves a request with this header out. */
const READ_BACK_HEADER = 'x-read-back';

export interface MemberApi {
  get<T>(path: string): Promise<T>;
  /**
   * Sends the body and answers the raw response, so a test can expect a refusal; `headers`
   * add to or replace the page's own (another league's X-League-Id, say).
   */
  send(
    method: 'POST' | 'PUT' | 'PATCH',
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<APIResponse>;
}

/**
 * Reloads `page` and takes the bearer token and the active league (X-League-Id) of the first
 * /api call it makes; calls go to `origin`'s /api, in the page's league.
 */
export async function memberApi(page: Page, origin = siteUrl): Promise<MemberApi> {
  const authorized = page.waitForRequest(
    (request) => new URL(request.url()).pathname.startsWith('/api/') && Boolean(request.headers().authorization),
  );
  await page.reload();
  const sent = (await authorized).headers();
  const league = sent[LEAGUE_ID_HEADER.toLowerCase()];
  // Marked as a test's read-back, so the operation check counts only what the web itself sent.
  const headers: Record<string, string> = {
    authorization: sent.authorization as string,
    [READ_BACK_HEADER]: '1',
    ...(league ? { [LEAGUE_ID_HEADER]: league } : {}),
  };
  return {
    async get<T>(path: string) {
      const response = await page.request.get(`${origin}${path}`, { headers });
      expect(response.status(), `GET ${path}`).toBe(200);
      return (await response.json()) as T;
    },
    send: (method, path, body, extra = {}) =>
      page.request.fetch(`${origin}${path}`, { method, headers: { ...headers, ...extra }, data: body }),
  };
}

/**
 * A second person: a new browser context on the site, signed in as a newly generated user.
 * Answers once the site shows its navigation, which it does only after the API has made the
 * user a member (the open demo league lets anyone join), so the members list then holds them.
 */
export async function signInAnotherUser(browser: Browser): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ baseURL: siteUrl });
  await routeGoogleScripts(context);
  const page = await context.newPage();
  const { email } = await signIn(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  return { page, email };
}
