// Test helpers for any web package: `import { ... } from 'shared-auth/testing'`. The API
// stand-in itself (msw: `server`, `mockApi`) comes from shared-testing.
export { createFakeAuthBackend, testUser } from './fake-auth-backend';
export type { FakeAuthBackend } from './fake-auth-backend';
export { createTestAuthState } from './auth-state';
export { accountApi, storedUserFor, testLeague } from './account-api';
export { renderWithAuth } from './render-with-auth';
export type { RenderWithAuthOptions } from './render-with-auth';
export { testRuntimeConfig } from './runtime-config';
export { resetActiveLeague } from '../api/active-league';
