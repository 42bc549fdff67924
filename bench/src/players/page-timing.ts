// Timings taken inside the page, so they measure what a person sees: from the input event
// (its own timestamp) to the first frame painted after the screen has reacted.
import type { Page } from 'playwright-core';

/**
 * Arms a one-shot timer in the page: it starts at the next `eventType` event (capture phase,
 * the event's own timeStamp), waits until `done()` holds (checked on every DOM change), then
 * for the next frame to be painted, and stores the elapsed ms in window.__benchResult.
 */
export async function armTimer(page: Page, eventType: string, doneSource: string): Promise<void> {
  // Plain JavaScript text, not a function: tsx would wrap named functions in a helper the page lacks.
  await page.evaluate(`(() => {
    window.__benchResult = null;
    const done = ${doneSource};
    const afterPaint = (start) => requestAnimationFrame(() => {
      // A task queued in the frame callback runs once that frame has been painted.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.__benchResult = performance.now() - start; };
      channel.port2.postMessage(null);
    });
    const onEvent = (event) => {
      window.removeEventListener(${JSON.stringify(eventType)}, onEvent, true);
      const start = event.timeStamp;
      if (done()) return afterPaint(start);
      // React renders a discrete input at once; other updates arrive as DOM changes.
      queueMicrotask(() => {
        if (done()) return afterPaint(start);
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          afterPaint(start);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      });
    };
    window.addEventListener(${JSON.stringify(eventType)}, onEvent, true);
  })()`);
}

/** Marks (performance mark `name`) the first frame painted once `selector` is in the page. */
export const markFirstPaintOf = (selector: string, name: string) => `(() => {
  const check = () => {
    if (!document.querySelector(${JSON.stringify(selector)})) return requestAnimationFrame(check);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => performance.mark(${JSON.stringify(name)});
      channel.port2.postMessage(null);
    });
  };
  requestAnimationFrame(check);
})()`;

/** The armed timer's figure, once the frame after the change has been painted. */
export async function readTimer(page: Page, timeoutMs = 60_000): Promise<number> {
  const handle = await page.waitForFunction('window.__benchResult ?? null', undefined, {
    timeout: timeoutMs,
    polling: 'raf',
  });
  return (await handle.jsonValue()) as number;
}
