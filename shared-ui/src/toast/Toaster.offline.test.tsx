// A toast raised while Radix's toast part cannot arrive (the page went offline before it was
// loaded): the plain region shows it. The part is loaded by the first toast or in an idle
// moment, so an offline write's refusal (docs/web.md §15) is often the page's first toast.
import type * as TestingLibrary from '@testing-library/react';
import type * as ThemeModule from '../theme/ThemeProvider';
import type * as ToasterModule from './Toaster';
import type * as StoreModule from './toast-store';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** Toaster and its store as a page has them before Radix's part is loaded: a fresh copy whose part fails to load. */
async function pageWithoutRadix(load: () => unknown) {
  let modules!: {
    rtl: typeof TestingLibrary;
    theme: typeof ThemeModule;
    toaster: typeof ToasterModule;
    store: typeof StoreModule;
  };
  await jest.isolateModulesAsync(async () => {
    jest.doMock('./RadixToaster', load);
    modules = {
      // The pure build: a test cannot register hooks, so this copy is cleaned up below.
      rtl: await import('@testing-library/react/pure'),
      theme: await import('../theme/ThemeProvider'),
      toaster: await import('./Toaster'),
      store: await import('./toast-store'),
    };
  });
  cleanups.push(() => modules.rtl.cleanup());
  return modules;
}

const offline = () => {
  throw new Error('Loading chunk 862 failed. (offline)');
};

describe('Toaster before Radix’s toasts are on the page', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.useRealTimers());

  it('shows a toast raised while Radix’s part cannot load, and closes it after 5000 ms', async () => {
    const { rtl, theme, toaster, store } = await pageWithoutRadix(offline);
    store.resetToasts();
    const { act, render, screen, within } = rtl;
    render(
      <theme.ThemeProvider>
        <toaster.Toaster />
      </theme.ThemeProvider>,
    );
    jest.useFakeTimers();
    act(() => {
      store.showToast({
        title: 'Failed to create team',
        description: 'You are offline: nothing was saved.',
        variant: 'destructive',
      });
    });
    // The part's load has failed (and said so), and the toast shows all the same.
    await act(async () => {
      await Promise.resolve();
    });
    expect(consoleError).toHaveBeenCalledWith('A part of the page did not load', expect.any(Error));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const toast = within(region).getByRole('listitem');
    expect(toast).toHaveTextContent('Failed to create team');
    expect(within(toast).getByText('You are offline: nothing was saved.')).toBeVisible();
    expect(toast).toHaveAttribute('data-variant', 'destructive');

    act(() => jest.advanceTimersByTime(store.TOAST_DURATION_MS - 100));
    expect(within(region).getByText('Failed to create team')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
  });
});
