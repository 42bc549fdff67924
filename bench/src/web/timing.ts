// Times taken inside the page, so they measure what a person sees.
import type { Page } from 'playwright-core';
import { watchRequests } from '../../../e2e/support/settled';
import { armTimer, readTimer } from '../players/page-timing';

/** Whether an h1 with exactly `title` is in the page (plain JavaScript for the page). */
export const headingShown = (title: string) =>
  `() => [...document.querySelectorAll('h1')].some((h) => h.textContent === ${JSON.stringify(title)})`;

/** From the click on a screen's sidebar link to the first frame painted with the screen's h1. */
export async function timeLinkToHeading(
  page: Page,
  screen: { title: string; nav: { label: string } },
): Promise<number> {
  await armTimer(page, 'click', headingShown(screen.title));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: screen.nav.label, exact: true })
    .click();
  return readTimer(page);
}

/** Keeps the page's largest contentful paint in window.__benchLcp (an init script). */
export const LCP_OBSERVER = `(() => {
  window.__benchLcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})()`;

/**
 * Waits until `condition` (an expression) holds in the page, checked every 50 ms by the page's
 * own timer, through the DevTools protocol: Playwright's waits would first put its injected
 * script (about 0.3 MB) into the page, whose evaluation on a phone's slowed main thread (about
 * 0.1 s) would land in the middle of the load being measured. Answers the expression `read`'s
 * value once it does.
 */
export async function inPageOnceTrue(
  page: Page,
  condition: string,
  read: string,
  timeoutMs = 30_000,
): Promise<unknown> {
  const devtools = await page.context().newCDPSession(page);
  try {
    const expression = `new Promise((done, fail) => {
      const deadline = Date.now() + ${timeoutMs};
      const check = () => {
        if (${condition}) done(${read});
        else if (Date.now() > deadline) fail(new Error('not in ${timeoutMs} ms: ' + ${JSON.stringify(condition)}));
        else setTimeout(check, 50);
      };
      check();
    })`;
    const { result, exceptionDetails } = await devtools.send('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value as unknown;
  } finally {
    await devtools.detach();
  }
}

/**
 * The navigation's largest contentful paint once `title`'s h1 is painted and the network has
 * settled (LCP entries stop when the page is quiet; a later one would be a bigger element).
 * Waits in the page without Playwright's injected script (inPageOnceTrue).
 */
export async function readLcp(page: Page, title: string): Promise<number> {
  await inPageOnceTrue(page, `(${headingShown(title)})()`, 'true');
  // Not `networkidle`: the signed-in page keeps its live stream open (e2e/support/settled.ts).
  await watchRequests(page).settled();
  return (await inPageOnceTrue(page, 'window.__benchLcp != null', 'window.__benchLcp', 10_000)) as number;
}

/**
 * Tells the page the user asked to save data: the shell then preloads no remote while idle,
 * so a measure sees only what the screen itself needs.
 */
export const SAVE_DATA = `Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });`;
