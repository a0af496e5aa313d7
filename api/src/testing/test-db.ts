import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Database, type DatabaseKind, openDatabase } from '../db/database.js';
import { migrate, migrationsFolder } from '../db/migrate.js';

export interface TestDatabase extends Database {
  /** Closes and, for PostgreSQL, drops the throw-away database. */
  dispose(): Promise<void>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI). Use with describe.each. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * Where the migrated PGlite image of these migrations and this PGlite version lives: test files
 * run in separate module scopes, so the image is shared through a file, not memory.
 */
function imagePath(): string {
  const hash = createHash('sha256');
  let pgliteDir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(pgliteDir, 'package.json'))) pgliteDir = dirname(pgliteDir);
  hash.update(readFileSync(join(pgliteDir, 'package.json')));
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, file);
    if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
  }
  return join(tmpdir(), 'trialbridge-test-pglite', `${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * A migrated PGlite cluster as a dumped data directory, made once per machine and migration set:
 * starting from it takes about a second, where starting empty (initdb) and migrating takes four
 * to five on a 2-core machine, for every PGlite test database.
 */
let migratedImage: Promise<Blob> | undefined;
function migratedPgliteImage(): Promise<Blob> {
  migratedImage ??= (async () => {
    const path = imagePath();
    if (existsSync(path)) return new Blob([readFileSync(path)]);
    const database = await openDatabase({});
    try {
      await migrate(database);
      const image = await database.pglite?.dumpDataDir('none');
      if (!image) throw new Error('PGlite could not dump its data directory');
      // Written aside and renamed: a test process running alongside reads a whole image or none.
      mkdirSync(dirname(path), { recursive: true });
      const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
      renameSync(partial, path);
      return image;
    } finally {
      await database.close();
    }
  })();
  return migratedImage;
}

/** A fresh, migrated database: in-memory PGlite, or `tb_test_<random>` on TEST_DATABASE_URL's server. */
export async function createTestDatabase(kind: DatabaseKind = 'pglite'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ pgliteImage: await migratedPgliteImage() });
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
