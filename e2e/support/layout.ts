// Whether a page scrolls sideways, and what makes it: a phone user cannot read a screen that is
// wider than the phone, so every route is checked at narrow widths (tests/narrow-screens.spec.ts).
import { expect, type Page } from '@playwright/test';

export interface SidewaysOverflow {
  /** The document's scrollWidth: what can be scrolled to. */
  scrollWidth: number;
  /** The width the page is laid out in (the viewport without a vertical scrollbar). */
  clientWidth: number;
  /** The outermost elements reaching past the right edge, as `tag.class "text…" (right edge)`. */
  culprits: string[];
}

/**
 * Measures the document's width against the viewport's, naming the elements that stick out.
 * It measures after the page's next two frames: after a resize, the shell's layout follows a media
 * query's `change` event, which the browser fires in its next frame (before the frame's callbacks),
 * and React draws the narrow layout in that event's microtasks; measuring sooner reads the wide
 * layout squeezed into the narrow viewport.
 */
export async function sidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  return page.evaluate(async () => {
    const nextFrame = () => new Promise((drawn) => requestAnimationFrame(drawn));
    await nextFrame();
    await nextFrame();
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

/** The least a finger can press: 44 × 44 CSS px (WCAG 2.5.5), asked of every control below 768 px. */
export const TOUCH_TARGET_PX = 44;

/**
 * The controls on the page smaller than a finger, each as `role "name" (w×h)`. A control counts
 * where a person can see and press it: a button, link, field, select, checkbox or tab drawn at
 * least 2 px in each direction (a visually hidden one is for screen readers and not a target).
 * Exempt, each for its reason:
 * - a link inside running text (a paragraph or a sentence-like list item): WCAG 2.5.8's inline
 *   exception, since growing it would break the line it sits in;
 * - a checkbox or radio whose own label holds it and is tall enough: the label is the target
 *   (a press on it ticks the box), so the box keeps the size a reader recognises.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((least) => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="link"]',
      '[role="combobox"]',
      '[role="checkbox"]',
      '[role="tab"]',
      '[role="switch"]',
    ].join(',');
    const small: string[] = [];
    const inRunningText = (element: Element) =>
      getComputedStyle(element).display === 'inline' &&
      (element.parentElement?.closest('p') !== null ||
        (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length);
    const labelledByHolder = (element: Element) => {
      if (!(element instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(element.type)) return false;
      const label = element.closest('label');
      return label !== null && label.getBoundingClientRect().height >= least - 0.5;
    };
    for (const element of document.querySelectorAll(selector)) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width < 2 || box.height < 2 || style.visibility === 'hidden') continue;
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      if (box.width >= least - 0.5 && box.height >= least - 0.5) continue;
      if (inRunningText(element) || labelledByHolder(element)) continue;
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '')
        .trim()
        .slice(0, 40);
      small.push(`${role} "${name}" (${Math.round(box.width)}×${Math.round(box.height)})`);
    }
    return small;
  }, TOUCH_TARGET_PX);
}

/** Fails, naming what sticks out, when the page is wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await sidewaysOverflow(page);
  expect(
    overflow.scrollWidth,
    `${what} is wider than the phone:\n  ${overflow.culprits.join('\n  ')}`,
  ).toBeLessThanOrEqual(overflow.clientWidth);
}
