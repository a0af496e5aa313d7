import type pg from 'pg';

/**
 * A PostgreSQL connection runs one query at a time. pg 8 queues a `query()` made while another
 * runs on the same client (with a deprecation warning once three overlap); pg 9 will throw. It
 * happens when queries run side by side (`Promise.all`) on one client: a transaction's, including
 * the request transaction every keyed write's handler runs in (request-transaction.ts). Such
 * queries go through `allQueries` (all-queries.ts) instead.
 *
 * For tests on PostgreSQL: every client of `pool` counts its running queries, and a query started
 * while another runs still runs (after it, as pg queues it, so the connection stays in order), then
 * rejects with where it was started, and is logged, so the test that did it fails and says where.
 */
export function refuseConcurrentQueries(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    // What runs on this client now, oldest first (pg runs them in this order).
    const running: string[] = [];
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const guarded = (...args: unknown[]): unknown => {
      // Query objects (cursors, streams) report through their own events; none is used here.
      if (typeof (args[0] as { submit?: unknown } | null)?.submit === 'function') return query(...args);
      const text = sqlOf(args[0]);
      const overlapping = running.length > 0 ? overlap(running[0] ?? '', text) : undefined;
      running.push(text);
      const done = () => running.splice(running.indexOf(text), 1);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        // pool.query's form: the answer comes to a callback.
        args[last] = (error: unknown, result: unknown) => {
          done();
          if (overlapping) console.error(overlapping);
          (callback as (error: unknown, result: unknown) => void)(error ?? overlapping, result);
        };
        return query(...args);
      }
      return (query(...args) as Promise<unknown>).then(
        (result) => {
          done();
          if (overlapping) {
            console.error(overlapping);
            throw overlapping;
          }
          return result;
        },
        (error: unknown) => {
          done();
          throw error;
        },
      );
    };
    client.query = guarded as typeof client.query;
  });
}

function sqlOf(config: unknown): string {
  const text = typeof config === 'string' ? config : ((config as { text?: unknown } | null)?.text ?? '');
  return String(text).replace(/\s+/g, ' ').slice(0, 300);
}

/**
 * The error names both queries: its stack ends in drizzle (a query starts when its promise is
 * awaited, in a job of its own), so their SQL is what tells where they came from.
 */
function overlap(runningSql: string, startedSql: string): Error {
  return new Error(
    'A query started on a PostgreSQL connection while another was running on it (queries side by side in a ' +
      'transaction): run them in turn, e.g. with allQueries (api/src/db/all-queries.ts).\n' +
      `  running: ${runningSql}\n  started: ${startedSql}`,
  );
}
