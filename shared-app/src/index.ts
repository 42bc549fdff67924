// The app runtime: how the shell and each remote running alone start (mountApp), the providers
// around every page, and the query defaults of docs/web.md §1. No React context of its own lives here (the
// contexts are react-query's, shared-ui's and shared-auth's), so it need not be a Module
// Federation singleton.
export { mountApp } from './mount-app';
export { AppProviders } from './AppProviders';
export type { AppProvidersProps } from './AppProviders';
export { createQueryClient, forgetEveryAnswer, PLAYERS_STALE_TIME_MS, playersCacheOptions } from './query-client';
export { loadRuntimeConfig } from './runtime-config';
export { PAGE_QUIET_MS, whenQuiet } from './when-quiet';
export { readPageData } from './page-data';
