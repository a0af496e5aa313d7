import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.js';

/** Rows per statement: one JSON parameter each, so only memory bounds it. */
const ROWS_PER_STATEMENT = 5000;

/**
 * Inserts many rows as one JSON parameter per statement (json_populate_recordset), for the demo
 * seed: a multi-row VALUES list with a parameter per cell cost PGlite about four times as much
 * (2,400 users: ~500 ms against ~120 ms), and every e2e run and many tests seed a fresh database.
 * Rows are keyed by the table's property names (as for drizzle's insert) and all have the same
 * keys; dates travel as ISO strings, arrays as JSON arrays. `returning` names columns by property.
 */
export async function bulkInsert<T extends PgTable, K extends keyof T['$inferSelect'] & string>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
  returning: readonly K[] = [],
): Promise<Pick<T['$inferSelect'], K>[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const nameOf = (key: string): string => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column.name;
  };
  const keys = Object.keys(first);
  const list = (names: readonly string[]): SQL =>
    sql.join(
      names.map((key) => sql.identifier(nameOf(key))),
      sql`, `,
    );
  const back =
    returning.length > 0
      ? sql` RETURNING ${sql.join(
          returning.map((key) => sql`${sql.identifier(nameOf(key))} AS ${sql.identifier(key)}`),
          sql`, `,
        )}`
      : sql``;
  const out: Pick<T['$inferSelect'], K>[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(
      rows.slice(i, i + ROWS_PER_STATEMENT).map((row) => {
        const record: Record<string, unknown> = {};
        for (const key of keys) record[nameOf(key)] = (row as Record<string, unknown>)[key];
        return record;
      }),
    );
    const result = await db.execute(
      sql`INSERT INTO ${table} (${list(keys)}) SELECT ${list(keys)} FROM json_populate_recordset(NULL::${table}, ${json}::json)${back}`,
    );
    out.push(...((result as unknown as { rows: Pick<T['$inferSelect'], K>[] }).rows ?? []));
  }
  return out;
}
