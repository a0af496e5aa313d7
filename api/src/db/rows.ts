/** The rows of a raw statement (`db.execute(sql`…`)`), on PGlite and PostgreSQL alike. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
