import type { Db } from './database.js';
import { executorOf } from './request-transaction.js';

/**
 * A query of the per-request hot path (session check, caller lookup), built once per database
 * and run with placeholders: drizzle's query builder costs more than the lookup itself on PGlite
 * (`npm run bench:bff`). `build` receives the database and returns `query.prepare(name)`.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (scoped) => {
    // Built on what the handle runs on now: inside a request transaction, that transaction.
    const db = executorOf(scoped) as Db;
    let query = byDb.get(db);
    if (query === undefined) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
