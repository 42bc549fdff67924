import type { RuntimeConfig } from 'shared-contracts';

/** The local demo's /config.json: same-origin API, project demo-fantasy on the Auth emulator. */
export const testRuntimeConfig: RuntimeConfig = {
  apiBase: '',
  firebase: { apiKey: 'demo-api-key', authDomain: 'demo-fantasy.firebaseapp.com', projectId: 'demo-fantasy' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
};
