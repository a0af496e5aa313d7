import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, type DatabaseKind, type Db, openDatabase } from '../db/database.js';
import { migrate, migrationsFolder } from '../db/migrate.js';

export interface TestDatabase extends Database {
  /** Closes and, for PostgreSQL, drops the throw-away database. */
  dispose(): Promise<void>;
}

/**
 * What a test database holds beyond the migrations, e.g. the personas seeded at a fixed instant:
 * prepared once per machine (a PGlite image, a PostgreSQL template) and copied for each test, so
 * every test still gets a database of its own. `key` names what `prepare` writes, exactly: two
 * preparations with one key must write the same rows.
 */
export interface TestDatabaseContent {
  key: string;
  prepare(db: Db): Promise<unknown>;
}

/**
 * Every engine of this run: PGlite, the one `npm start` embeds, and PostgreSQL too when
 * TEST_DATABASE_URL is set (CI). For a file that checks what differs between them (a pool's
 * concurrency, one seed on both) and for benchmarks.
 */
export function allTestDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The engines a test file runs on (use with describe.each; `testFile`: its import.meta.url). With
 * TEST_DATABASE_URL (CI), one of the two, chosen by the file's path (about half the files each),
 * so every test runs once and both engines run across the suite, at about half the cost of every
 * file on both (docs/running.md). TEST_DATABASE_ENGINES=both runs every file on both.
 */
export function testDatabaseKinds(testFile: string): DatabaseKind[] {
  const kinds = allTestDatabaseKinds();
  if (kinds.length === 1 || process.env.TEST_DATABASE_ENGINES === 'both') return kinds;
  const path = relative(SOURCE_DIR, fileURLToPath(testFile)).split(sep).join('/');
  return [(createHash('sha256').update(path).digest()[0] ?? 0) % 2 === 0 ? 'pglite' : 'postgres'];
}

/** The api's own code (what seeds write with), tests left out. */
const SOURCE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const isSource = (file: string) => /\.(ts|js)$/.test(file) && !/\.test\.(ts|js)$/.test(file);

/** Hashes every file under `dir` that `keep` admits, by path and contents, in a stable order. */
function hashFiles(hash: ReturnType<typeof createHash>, dir: string, keep: (file: string) => boolean): void {
  for (const file of readdirSync(dir, { recursive: true }).map(String).sort()) {
    const path = join(dir, file);
    if (keep(file) && statSync(path).isFile()) hash.update(file).update(readFileSync(path));
  }
}

/**
 * A hash of this PGlite version, these migrations and the api's code: a database prepared by
 * another version (a seed written differently) is never reused, on this machine or its server.
 */
function codeHash(): string {
  const hash = createHash('sha256');
  let pgliteDir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(pgliteDir, 'package.json'))) pgliteDir = dirname(pgliteDir);
  hash.update(readFileSync(join(pgliteDir, 'package.json')));
  hashFiles(hash, migrationsFolder, () => true);
  hashFiles(hash, SOURCE_DIR, isSource);
  return hash.digest('hex').slice(0, 12);
}

let code: string | undefined;
/** `<code>_<content>`: the version of the code, then what was prepared with it. */
function contentId(content: TestDatabaseContent | undefined): string {
  code ??= codeHash();
  return `${code}_${createHash('sha256')
    .update(content?.key ?? '')
    .digest('hex')
    .slice(0, 12)}`;
}

/**
 * A migrated (and prepared) PGlite cluster as a dumped data directory, made once per machine,
 * migration set and content, and shared through a file (test files may run in other processes):
 * starting from it takes about a second, where starting empty (initdb), migrating and seeding the
 * personas took four to eight on a 2-core machine, for every PGlite test database.
 */
const images = new Map<string, Promise<Blob>>();

/** Images of another version of the code are never read again: they go when a new one is made. */
function removeStaleImages(dir: string): void {
  for (const file of readdirSync(dir)) {
    if (!file.startsWith(`${code}_`)) rmSync(join(dir, file), { force: true });
  }
}
function pgliteImage(content: TestDatabaseContent | undefined): Promise<Blob> {
  const id = contentId(content);
  let image = images.get(id);
  if (!image) {
    image = (async () => {
      const path = join(tmpdir(), 'trialbridge-test-pglite', `${id}.tar`);
      if (existsSync(path)) return new Blob([readFileSync(path)]);
      const database = await openDatabase({});
      try {
        await migrate(database);
        await content?.prepare(database.db);
        const dumped = await database.pglite?.dumpDataDir('none');
        if (!dumped) throw new Error('PGlite could not dump its data directory');
        // Written aside and renamed: a test process running alongside reads a whole image or none.
        mkdirSync(dirname(path), { recursive: true });
        removeStaleImages(dirname(path));
        const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
        writeFileSync(partial, Buffer.from(await dumped.arrayBuffer()));
        renameSync(partial, path);
        return dumped;
      } finally {
        await database.close();
      }
    })();
    images.set(id, image);
  }
  return image;
}

async function adminQuery(serverUrl: string, sql: string, values: unknown[] = []): Promise<{ rowCount: number }> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const result = await admin.query(sql, values);
    return { rowCount: result.rowCount ?? 0 };
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The PostgreSQL template of a content (migrated, then prepared), made once per server, migration
 * set and content; `CREATE DATABASE … TEMPLATE` copies it in a fraction of a second. Built under a
 * name of its own and renamed when whole, so a process running alongside copies a whole one or
 * builds its own.
 */
const templates = new Map<string, Promise<string>>();
function postgresTemplate(serverUrl: string, content: TestDatabaseContent | undefined): Promise<string> {
  const name = `tb_template_${contentId(content)}`;
  let template = templates.get(name);
  if (!template) {
    template = (async () => {
      const found = await adminQuery(serverUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount > 0) return name;
      await dropStaleTemplates(serverUrl);
      const building = `tb_building_${randomBytes(6).toString('hex')}`;
      await adminQuery(serverUrl, `CREATE DATABASE ${building}`);
      const database = await openDatabase({
        databaseUrl: databaseUrl(serverUrl, building),
        poolSize: 4,
        refuseConcurrentQueries: true,
      });
      try {
        await migrate(database);
        await content?.prepare(database.db);
      } finally {
        await database.close();
      }
      try {
        await adminQuery(serverUrl, `ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch {
        // Another process finished the same template first: use theirs.
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      }
      return name;
    })();
    templates.set(name, template);
  }
  return template;
}

/** Templates of another version of the code are never copied again: they go when a new one is built. */
async function dropStaleTemplates(serverUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const stale = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'tb\\_template\\_%' AND datname NOT LIKE $1`,
      [`tb\\_template\\_${code}\\_%`],
    );
    for (const { datname } of stale.rows) {
      // Another process may be copying it this instant (an older run): leave it for the next build.
      await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
    }
  } finally {
    await admin.end();
  }
}

/** Copies a template; a copy started alongside may hold it for a moment, so a busy template is tried again. */
async function copyTemplate(serverUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * A fresh, migrated database holding `content`: in-memory PGlite, or `tb_test_<random>` on
 * TEST_DATABASE_URL's server. Each call gets a database of its own.
 */
export async function createTestDatabase(
  kind: DatabaseKind = 'pglite',
  content?: TestDatabaseContent,
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ pgliteImage: await pgliteImage(content) });
    return { ...database, dispose: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `tb_test_${randomBytes(6).toString('hex')}`;
  await copyTemplate(serverUrl, await postgresTemplate(serverUrl, content), name);
  const database = await openDatabase({
    databaseUrl: databaseUrl(serverUrl, name),
    poolSize: 4,
    refuseConcurrentQueries: true,
  });
  return {
    ...database,
    async dispose() {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Shorthand used by other workspaces: a migrated in-memory PGlite. */
export const createTestDb = (): Promise<TestDatabase> => createTestDatabase('pglite');
