// A test fixture for a page signed in as a freshly generated emulator user.
import { test as base, type Page } from '@playwright/test';
import { routeGoogleScripts, signIn } from './sign-in';

export const test = base.extend<{ signedIn: { page: Page; email: string } }>({
  signedIn: async ({ page, context }, use) => {
    await routeGoogleScripts(context);
    const { email } = await signIn(page);
    await use({ page, email });
  },
});

export { expect } from '@playwright/test';
