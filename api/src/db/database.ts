import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { refuseConcurrentQueries } from './concurrent-queries.js';
import { scopedDb } from './request-transaction.js';

/** The database handle every repository takes; identical for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT>;
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  /** Scoped: inside a request transaction it runs on it (db/request-transaction.ts). */
  db: Db;
  kind: DatabaseKind;
  /** The PostgreSQL pool (advisory locks need one dedicated connection); undefined for PGlite. */
  pool: pg.Pool | undefined;
  /** The PGlite instance (tests dump a migrated one as an image); undefined for PostgreSQL. */
  pglite: PGlite | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite location: `memory://` (or undefined) for in-memory, otherwise `<dataDir>/pglite`. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number;
  /** In-memory PGlite only: start from this dumped data directory instead of an empty cluster. */
  pgliteImage?: Blob | undefined;
  /** PostgreSQL, for tests: a query started while another runs on its connection fails (concurrent-queries.ts). */
  refuseConcurrentQueries?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Loaded only when used: PGlite deployments and tests never need the PostgreSQL driver.
    const { default: pgDriver } = await import('pg');
    const { drizzle: drizzleNodePg } = await import('drizzle-orm/node-postgres');
    const pool = new pgDriver.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that the server drops (restart, failover, a forced DROP in tests) emits on
    // the pool; unhandled, that would crash the process. The pool replaces the client itself.
    pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
    if (options.refuseConcurrentQueries) refuseConcurrentQueries(pool);
    // Fail fast on a wrong URL instead of at the first request.
    const client = await pool.connect();
    client.release();
    return {
      db: scopedDb(drizzleNodePg({ client: pool }) as unknown as Db),
      kind: 'postgres',
      pool,
      pglite: undefined,
      close: () => pool.end(),
    };
  }
  const dir = pglitePath(options.dataDir);
  if (dir) mkdirSync(dir, { recursive: true });
  // Extensions must be given at construction; the first migration then creates them.
  const client = await PGlite.create(dir ?? 'memory://', {
    extensions: { pg_trgm, unaccent },
    ...(!dir && options.pgliteImage ? { loadDataDir: options.pgliteImage } : {}),
  });
  return {
    db: scopedDb(drizzlePglite({ client }) as unknown as Db),
    kind: 'pglite',
    pool: undefined,
    pglite: client,
    close: () => client.close(),
  };
}

function pglitePath(dataDir: string | undefined): string | undefined {
  if (!dataDir || dataDir.startsWith('memory://')) return undefined;
  return join(dataDir, 'pglite');
}
