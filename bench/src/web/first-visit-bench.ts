// The invited person's first visit on a phone (issue "Instant on a phone"): the join link's
// page and /login, each in a new browser profile (empty cache), throttled as phone-bench.ts
// throttles, measuring their largest contentful paint. Their servers paint the cards from
// the page itself (docs/architecture.md §9.10), so the figure is the page's, not the scripts'.
import type { Browser, Page } from 'playwright-core';
import { endpoints, invitationLinkPath, LEAGUE_ID_HEADER } from 'shared-contracts';
import { watchRequests } from '../../../e2e/support/settled';
import { routeGoogleScripts, signIn } from '../../../e2e/support/sign-in';
import { PHONE_VIEWPORT, throttle } from './phone-bench';
import { LCP_OBSERVER, readLcp } from './timing';

export type FirstVisitFigures = { joinLcp: number[]; loginLcp: number[] };

/** A commissioner's new league and a link for many people, made through the API as the site makes them. */
async function shareLink(browser: Browser, siteUrl: string): Promise<{ league: string; path: string }> {
  const context = await browser.newContext({ baseURL: siteUrl });
  try {
    await routeGoogleScripts(context);
    const page = await context.newPage();
    // The ID token the page itself sends (no token is minted here).
    const authorization = new Promise<string>((resolve) =>
      page.on('request', (request) => {
        const header = request.headers().authorization;
        if (header && new URL(request.url()).pathname.startsWith('/api/')) resolve(header);
      }),
    );
    // The account is set up by the sign-in's sync; a create sent before it answers is refused.
    const synced = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/auth/user',
    );
    await signIn(page);
    await synced;
    const headers = { authorization: await authorization };
    const league = `Phone Keepers ${Date.now().toString(36)}`;
    const created = await context.request.post(endpoints.createLeague.path, {
      headers,
      data: { name: league, season: 2026 },
    });
    if (created.status() !== 201) throw new Error(`Creating the league: ${created.status()} ${await created.text()}`);
    const { id } = (await created.json()) as { id: number };
    const link = await context.request.post(endpoints.createInvitationLink.path, {
      headers: { ...headers, [LEAGUE_ID_HEADER]: String(id) },
      data: { expiresInDays: 7, maxUses: 100 },
    });
    if (link.status() !== 201) throw new Error(`Creating the link: ${link.status()} ${await link.text()}`);
    const { token } = (await link.json()) as { token: string };
    return { league, path: invitationLinkPath(token) };
  } finally {
    await context.close();
  }
}

/** LCP of `path` in a new phone profile with an empty cache, once `title`'s h1 is painted. */
async function firstVisitLcp(browser: Browser, siteUrl: string, path: string, title: string): Promise<number> {
  // bypassCSP: the bench's probes run in the page (see web-bench.ts).
  const context = await browser.newContext({
    baseURL: siteUrl,
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    bypassCSP: true,
  });
  try {
    const page: Page = await context.newPage();
    watchRequests(page);
    page.setDefaultTimeout(60_000);
    await throttle(context, page);
    await page.addInitScript(LCP_OBSERVER);
    await page.goto(path);
    return await readLcp(page, title);
  } finally {
    await context.close();
  }
}

export async function runFirstVisitBench({
  browser,
  siteUrl,
  runs,
}: {
  browser: Browser;
  siteUrl: string;
  runs: number;
}): Promise<FirstVisitFigures> {
  const { league, path } = await shareLink(browser, siteUrl);
  const figures: FirstVisitFigures = { joinLcp: [], loginLcp: [] };
  for (let run = 0; run < runs; run += 1) {
    figures.joinLcp.push(await firstVisitLcp(browser, siteUrl, path, `Join ${league}`));
    figures.loginLcp.push(await firstVisitLcp(browser, siteUrl, '/login', 'Fantasy Football'));
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  return figures;
}
