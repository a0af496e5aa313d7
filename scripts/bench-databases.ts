// The databases a database benchmark runs on: a throw-away PGlite database, then, when
// TEST_DATABASE_URL is set, a throw-away database on that PostgreSQL server (created and dropped
// here). bench:search, bench:inbox and bench:requests share it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TokenVerifier } from '../api/src/auth/token-verifier.js';
import { systemClock } from '../api/src/clock.js';
import { type Database, type Db, openDatabase } from '../api/src/db/database.js';
import { createMemoryEventBus } from '../api/src/events/event-bus.js';
import type { AppDeps } from '../api/src/http/types.js';
import { createMemoryMailer } from '../api/src/mail/mailer.js';

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

/**
 * Runs `bench` on the kept database at `keptUrl` (PostgreSQL, loaded on the first run and reused
 * after), or else on the throw-away databases above, opening and closing each database.
 */
export async function benchOnDatabases(
  name: string,
  keptUrl: string | undefined,
  bench: (label: string, database: Database, server: boolean) => Promise<void>,
): Promise<void> {
  const benchIn = async (label: string, open: BenchTarget, server: boolean): Promise<void> => {
    const database = await openDatabase(open);
    try {
      await bench(label, database, server);
    } finally {
      await database.close();
    }
  };
  if (keptUrl)
    await benchIn(`PostgreSQL at ${new URL(keptUrl).pathname.slice(1)} (kept)`, { databaseUrl: keptUrl }, true);
  else await onThrowawayDatabases(name, benchIn);
}

/** What a benchmark's in-process api runs with: memory mail and events, no identity service, the system clock. */
export function benchAppDeps(db: Db, verifier: TokenVerifier): AppDeps {
  return {
    db,
    verifier,
    clock: systemClock,
    mailer: createMemoryMailer(),
    events: createMemoryEventBus(),
    identityAdmin: null,
    adminGroup: 'admin',
    apiSecret: 'bench',
    publicUrl: 'http://bench.invalid',
  };
}
