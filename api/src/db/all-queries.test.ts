import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTestDatabaseKinds, createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { allQueries } from './all-queries.js';
import type { Executor } from './database.js';
import { openRequestTransaction } from './request-transaction.js';

describe.each(allTestDatabaseKinds())('queries side by side (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database.dispose());

  /** Two queries through allQueries on `db`, and when each started and ended. */
  const traced = async (db: Executor) => {
    const order: string[] = [];
    const query = (name: string) => async () => {
      order.push(`${name} started`);
      const result = await db.execute(sql`select ${name}::text as name`);
      order.push(`${name} ended`);
      return (result as unknown as { rows: { name: string }[] }).rows[0]?.name;
    };
    const results = await allQueries(db, [query('a'), query('b')]);
    return { results, order };
  };
  const inTurn = ['a started', 'a ended', 'b started', 'b ended'];

  it('runs them side by side on the pool, in turn in a transaction or a request transaction', async () => {
    const onPool = await traced(database.db);
    expect(onPool.results).toEqual(['a', 'b']);
    expect(onPool.order.slice(0, 2)).toEqual(['a started', 'b started']);

    expect(await database.db.transaction((tx) => traced(tx))).toEqual({ results: ['a', 'b'], order: inTurn });

    const request = await openRequestTransaction(database.db);
    const scoped = await request.run(() => traced(database.db));
    await request.finish(true);
    expect(scoped).toEqual({ results: ['a', 'b'], order: inTurn });
  });

  // pg 8 queues a second query on a busy connection (pg 9 will throw); PGlite has one connection.
  it.runIf(kind === 'postgres')('fails a query started on a connection while another runs, naming both', async () => {
    const refused = await database.db
      .transaction((tx) =>
        Promise.all([tx.execute(sql`select 'first' as one`), tx.execute(sql`select 'second' as two`)]),
      )
      .catch((error: unknown) => error);
    // drizzle's error names the query; its cause is the guard's (concurrent-queries.ts).
    expect((refused as Error).cause).toBeInstanceOf(Error);
    expect(((refused as Error).cause as Error).message).toMatch(
      /while another was running[\s\S]*running: select 'first'[\s\S]*started: select 'second'/,
    );
    // On the pool each query has a connection of its own; the refused transaction left none busy.
    const [one, two] = await Promise.all([database.db.execute(sql`select 1`), database.db.execute(sql`select 2`)]);
    expect([one, two].map((result) => (result as unknown as { rowCount: number }).rowCount)).toEqual([1, 1]);
  });
});
