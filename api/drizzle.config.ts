import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the tables every module owns (`src/modules/<feature>/*.table.ts`);
// they are applied in code (src/db/migrate.ts) for both PGlite and PostgreSQL, because
// `drizzle-kit migrate` fails silently against PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/**/*.table.ts',
  out: './drizzle',
  casing: 'snake_case',
});
