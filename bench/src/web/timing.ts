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
 * The navigation's largest contentful paint once `title`'s h1 is painted and the network has
 * settled (LCP entries stop when the page is quiet; a later one would be a bigger element).
 */
export async function readLcp(page: Page, title: string): Promise<number> {
  await page.waitForFunction(`(${headingShown(title)})()`, undefined, { timeout: 30_000 });
  // Not `networkidle`: the signed-in page keeps its live stream open (e2e/support/settled.ts).
  await watchRequests(page).settled();
  const handle = await page.waitForFunction('window.__benchLcp ?? null', undefined, { timeout: 10_000 });
  return (await handle.jsonValue()) as number;
}

/**
 * Tells the page the user asked to save data: the shell then preloads no remote while idle,
 * so a measure sees only what the screen itself needs.
 */
export const SAVE_DATA = `Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });`;
