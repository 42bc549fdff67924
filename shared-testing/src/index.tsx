import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryDataRouter, ThemeProvider, Toaster, resetToasts, type ThemeName } from 'shared-ui';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The memory router's start address; default '/'. */
  route?: string;
  /** Stored as the theme choice before rendering; default: whatever localStorage holds. */
  theme?: ThemeName;
  /** Defaults to a fresh client with retries off. */
  queryClient?: QueryClient;
}

export type RenderWithProvidersResult = RenderResult & {
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
};

/** A query client for one test: no retries (failures show at once), never garbage-collected mid-test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/**
 * Renders `ui` the way the shell hosts a remote: query client, theme, a memory data router at
 * `route`, and the toast region. Returns Testing Library's result plus a user-event session.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const { route = '/', theme, queryClient = createTestQueryClient(), ...renderOptions } = options;
  if (theme) window.localStorage.setItem('theme', theme);
  resetToasts();
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <MemoryDataRouter initialEntries={[route]}>{children}</MemoryDataRouter>
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
  const user = userEvent.setup();
  const result: RenderResult = render(ui, { ...renderOptions, wrapper: Wrapper });
  return Object.assign(result, { queryClient, user });
}

export {
  HttpResponse,
  endpointAt,
  http,
  mockApi,
  mswPath,
  recordRequests,
  server,
  takeContractProblems,
} from './api-mocks';
export type { HttpMethod, RecordedRequest, RowRequest } from './api-mocks';
export { mockMatchMedia } from './media';
export { writePageData } from './page-data';
