// Types of auth-emulator.mjs, for the TypeScript packages that import it (e2e).
export const AUTH_EMULATOR_HOST: string;
export const FIREBASE_PROJECT_ID: string;
export function ensureAuthEmulator(): Promise<{ stop(): Promise<void> }>;
