// Records every Content-Security-Policy violation a page reports: the browser's
// securitypolicyviolation events (from every frame of the site) and its console's refusals.
import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __reportPolicyViolation?: (violation: string) => void;
  }
}

/** Violations seen so far in `context`'s pages, as `directive blocked-address (page)` lines. */
export async function recordPolicyViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('__reportPolicyViolation', (violation: string) => violations.push(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportPolicyViolation?.(
        `${event.effectiveDirective} ${event.blockedURI || '(inline)'} (${event.documentURI})`,
      );
    });
  });
  const listen = (page: Page) =>
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
    });
  context.pages().forEach(listen);
  context.on('page', listen);
  return violations;
}
