// Sign-in, the route guard, the token-bearing fetch client and query defaults for every web app.
export { demoRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from './config/runtime-config';
export type { RuntimeConfig } from './config/runtime-config';
export { initFirebase, createFirebaseBackend } from './firebase/firebase-backend';
export type { AuthBackend, AuthUser } from './auth/backend';
export { AuthProvider } from './auth/AuthProvider';
export type { AuthProviderProps } from './auth/AuthProvider';
export { AuthContext, useAuth } from './auth/auth-context';
export type { AuthState, AuthStatus } from './auth/auth-context';
export { ROLE_LABELS } from './auth/role-labels';
export { syncBody } from './auth/account-sync';
export { RequireAuth, NonMemberScreen, SETTING_UP_TEXT, NOT_A_MEMBER_TITLE } from './guard/RequireAuth';
export { LoginPage, LOGIN_TEXTS } from './login/LoginPage';
export {
  ApiError,
  NOT_AUTHENTICATED,
  apiFetch,
  configureApiClient,
  createApiClient,
  fetchJson,
  fetchJsonOrNullOn401,
} from './api/api-client';
export type { ApiClient, ApiClientOptions, TokenSource } from './api/api-client';
export { serverMessage } from './api/server-message';
export { createQueryClient, PLAYERS_STALE_TIME_MS, playersCacheOptions } from './query/query-client';
export { AppProviders } from './AppProviders';
export { mountApp } from './mount-app';
export type { AppProvidersProps } from './AppProviders';
