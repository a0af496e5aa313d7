import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the Drizzle schema; they are applied in code (src/db/migrate.ts)
// for both PGlite and PostgreSQL, because `drizzle-kit migrate` fails silently against PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
