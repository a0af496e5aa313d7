import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row: the generation of the latest committed company change and the epoch of deletions
 * (bumped by triggers; see drizzle/0003). The search index compares them with what it holds.
 */
export const companySearchState = pgTable(
  'company_search_state',
  {
    id: smallint('id').primaryKey().default(1),
    generation: bigint('generation', { mode: 'number' }).notNull().default(0),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('company_search_state_single_row', sql`${t.id} = 1`)],
);
