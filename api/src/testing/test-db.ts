import { randomBytes } from 'node:crypto';
import { type Database, type DatabaseKind, openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';

export interface TestDatabase extends Database {
  /** Closes and, for PostgreSQL, drops the throw-away database. */
  dispose(): Promise<void>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI). Use with describe.each. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database: in-memory PGlite, or `tb_test_<random>` on TEST_DATABASE_URL's server. */
export async function createTestDatabase(kind: DatabaseKind = 'pglite'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    await migrate(database);
    return { ...database, dispose: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const { default: pg } = await import('pg');
  const name = `tb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await migrate(database);
  return {
    ...database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Shorthand used by other workspaces: a migrated in-memory PGlite. */
export const createTestDb = (): Promise<TestDatabase> => createTestDatabase('pglite');
