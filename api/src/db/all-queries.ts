import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';
import { executorOf } from './request-transaction.js';

type Results<T extends readonly (() => unknown)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * `Promise.all` for queries on `db`: side by side on the pool (each query takes a connection of
 * its own), one after another, in order, in a transaction, whose one connection runs a query at a
 * time (pg queues a second one and will refuse it in pg 9: concurrent-queries.ts). A handle may be
 * either: a service given `tx`, or the scoped `db` inside a keyed write's request transaction
 * (request-transaction.ts). Each item is a function, so that nothing starts before its turn
 * (a drizzle query runs when awaited).
 */
export async function allQueries<const T extends readonly (() => unknown)[]>(
  db: Executor,
  queries: T,
): Promise<Results<T>> {
  if (!is(executorOf(db), PgTransaction)) return (await Promise.all(queries.map((run) => run()))) as Results<T>;
  const results: unknown[] = [];
  for (const run of queries) results.push(await run());
  return results as Results<T>;
}
