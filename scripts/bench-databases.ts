// The databases a database benchmark runs on: a throw-away PGlite database, then, when
// TEST_DATABASE_URL is set, a throw-away database on that PostgreSQL server (created and dropped
// here). bench:search and bench:inbox share it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where one run goes: PGlite's folder or a server's URL (openDatabase's options). */
export type BenchTarget = { dataDir: string } | { databaseUrl: string };

export async function onThrowawayDatabases(
  name: string,
  bench: (label: string, target: BenchTarget, server: boolean) => Promise<void>,
): Promise<void> {
  const pgliteDir = mkdtempSync(join(tmpdir(), `tb-${name}-`));
  try {
    await bench('PGlite (embedded PostgreSQL 18)', { dataDir: pgliteDir }, false);
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL to a server this script may create a database on)');
    return;
  }
  const { default: pg } = await import('pg');
  const database = `tb_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  try {
    const version = (await admin.query('SHOW server_version')).rows[0]?.server_version;
    await bench(`PostgreSQL (${version})`, { databaseUrl: url.toString() }, true);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}
