import { sql } from 'drizzle-orm';
import type { TestApp } from '../../testing/index.js';

/** The value, or the test fails here naming what was missing. */
export function must<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === null || value === undefined) throw new Error(`Missing ${what}`);
  return value;
}

/** Rows of a raw statement (PGlite and pg answer alike). */
export async function rowsOf<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Each reference item's ancestors (itself first), walking parent ids as search's `listed` chain does. */
export async function ancestryOf(t: TestApp): Promise<(id: number) => number[]> {
  const items = await rowsOf<{ id: number; parent_id: number | null }>(
    t,
    sql`SELECT id, parent_id FROM reference_items`,
  );
  const parent = new Map(
    items.map((item) => [Number(item.id), item.parent_id === null ? null : Number(item.parent_id)]),
  );
  return (id) => {
    const chain = [id];
    for (let up = parent.get(id); up != null && chain.length <= 4; up = parent.get(up)) chain.push(up);
    return chain;
  };
}

/** percentile_cont: linear interpolation between the closest ranks. */
export function percentile(values: readonly number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const lower = must(sorted[low]);
  return lower + (must(sorted[high]) - lower) * (position - low);
}

/** Hours to one decimal, as the reports give them. */
export const tenths = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);

/** Inserts what the reports count, straight into the tables (the rules under test are the reports'). */
export function reportFixtures(t: TestApp) {
  return {
    async companies(count: number): Promise<number[]> {
      const rows = await rowsOf<{ id: number }>(
        t,
        sql`SELECT id FROM companies WHERE active ORDER BY id LIMIT ${count}`,
      );
      return rows.map((row) => Number(row.id));
    },
    async anyUser(): Promise<number> {
      const [row] = await rowsOf<{ id: number }>(t, sql`SELECT min(id) AS id FROM users`);
      return Number(must(row, 'a row').id);
    },
    async request(values: {
      companyId: number;
      userId: number;
      kind: string;
      publishedAt: Date | null;
      visibility?: string;
      referenceIds?: number[];
    }): Promise<number> {
      const created = values.publishedAt ?? t.clock.now();
      const [row] = await rowsOf<{ id: number }>(
        t,
        sql`INSERT INTO requests (kind, status, visibility, company_id, created_by_user_id, title, response_deadline,
          reference_ids, published_at, created_at, updated_at)
        VALUES (${values.kind}, ${values.publishedAt ? 'OPEN' : 'DRAFT'}, ${values.visibility ?? 'PUBLIC'},
          ${values.companyId}, ${values.userId}, 'Report fixture', '2027-01-01',
          ${`{${(values.referenceIds ?? []).join(',')}}`}::int[], ${values.publishedAt?.toISOString() ?? null},
          ${created.toISOString()}, ${created.toISOString()})
        RETURNING id`,
      );
      return Number(must(row, 'a row').id);
    },
    async response(requestId: number, companyId: number, userId: number, at: Date): Promise<void> {
      await t.database.db.execute(sql`INSERT INTO request_responses
        (request_id, company_id, created_by_user_id, message, timeline, created_at, updated_at)
        VALUES (${requestId}, ${companyId}, ${userId}, 'We can help.', 'Q3', ${at.toISOString()}, ${at.toISOString()})`);
    },
    async alert(values: {
      companyId: number;
      userId: number;
      referenceIds: number[];
      publishedAt: Date | null;
      withdrawn?: boolean;
    }): Promise<void> {
      const at = (values.publishedAt ?? t.clock.now()).toISOString();
      await t.database.db.execute(sql`INSERT INTO capability_alerts
        (company_id, created_by_user_id, title, description, reference_ids, valid_until, published_at, withdrawn_at,
          created_at, updated_at)
        VALUES (${values.companyId}, ${values.userId}, 'Report fixture', 'Fixture', ${`{${values.referenceIds.join(',')}}`}::int[],
          '2027-01-01', ${values.publishedAt?.toISOString() ?? null}, ${values.withdrawn ? at : null}, ${at}, ${at})`);
    },
    async topLevel(kind: string): Promise<{ id: number; name: string }[]> {
      const rows = await rowsOf<{ id: number; name: string }>(
        t,
        sql`SELECT id, name FROM reference_items WHERE kind::text = ${kind} AND parent_id IS NULL ORDER BY sort_order, id`,
      );
      return rows.map((row) => ({ id: Number(row.id), name: row.name }));
    },
    async childOf(parentId: number): Promise<number> {
      const [row] = await rowsOf<{ id: number }>(
        t,
        sql`SELECT min(id) AS id FROM reference_items WHERE parent_id = ${parentId}`,
      );
      return row?.id == null ? parentId : Number(row.id);
    },
  };
}
