import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './database.js';

/** api/drizzle, from src/db or dist/db alike. */
export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

/** Arbitrary but fixed key: every replica contends for the same PostgreSQL advisory lock. */
const STARTUP_LOCK_KEY = 7_314_021_001;

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    const { migrate: migrateNodePg } = await import('drizzle-orm/node-postgres/migrator');
    await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

/**
 * Runs `work` while holding a session-level advisory lock on PostgreSQL, so replicas starting at
 * once migrate and seed one after the other. PGlite is single-process: no lock needed.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const pool = database.pool;
  if (!pool) return work();
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
