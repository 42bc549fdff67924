// Test helpers for any web package: `import { ... } from 'shared-auth/testing'`.
export { createFakeAuthBackend, testUser } from './fake-auth-backend';
export type { FakeAuthBackend } from './fake-auth-backend';
export { stubApi } from './fake-api';
export type { FakeAnswer, RecordedCall } from './fake-api';
export { createTestAuthState } from './auth-state';
