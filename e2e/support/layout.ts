// Whether a page scrolls sideways, and what makes it: a phone user cannot read a screen that is
// wider than the phone, so every route is checked at narrow widths (tests/narrow-screens.spec.ts).
import type { Page } from '@playwright/test';

export interface SidewaysOverflow {
  /** The document's scrollWidth: what can be scrolled to. */
  scrollWidth: number;
  /** The width the page is laid out in (the viewport without a vertical scrollbar). */
  clientWidth: number;
  /** The outermost elements reaching past the right edge, as `tag.class "text…" (right edge)`. */
  culprits: string[];
}

/** Measures the document's width against the viewport's, naming the elements that stick out. */
export async function sidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > limit + 0.5;
    /** Inside a box that scrolls or clips sideways, an element widens that box, not the page. */
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      // The outermost only: its children stick out because it does.
      if (
        !sticksOut(element) ||
        clipped(element) ||
        (element.parentElement && element.parentElement !== document.body && sticksOut(element.parentElement))
      )
        continue;
      const name = `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? `[aria-label="${element.getAttribute('aria-label')}"]` : ''}`;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      culprits.push(`${name} "${text}" (right edge ${Math.round(element.getBoundingClientRect().right)})`);
      if (culprits.length === 8) break;
    }
    return { scrollWidth: root.scrollWidth, clientWidth: limit, culprits };
  });
}
