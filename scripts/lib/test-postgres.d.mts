// Types of test-postgres.mjs, for the TypeScript packages that import it (e2e).
export const DEFAULT_TEST_POSTGRES_URL: string;
/** The admin URL to run on (TEST_POSTGRES_URL, the machine's, or a private server) and how to stop it. */
export function ensureTestPostgres(): Promise<{ url: string; stop(): Promise<void> }>;
