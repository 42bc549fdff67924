import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`pnpm --filter api db:generate`) and committed;
// the server applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
