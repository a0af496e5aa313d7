import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { messageThreads } from './messaging.table.js';

/** The outer thread's search document matches the tsquery `query` (SQL). */
const documentMatches = (query: SQL): SQL =>
  sql`${messageThreads.id} in (select d.thread_id from thread_search_documents d where d.document @@ ${query})`;

/** Words in the subject or one message body, as before the thread document: rechecks phrases. */
const inSubjectOrOneMessage = (q: string): SQL =>
  sql`(exists (select 1 from messages sm where sm.thread_id = ${messageThreads.id} and sm.search @@ websearch_to_tsquery('simple', ${q})) or to_tsvector('simple', ${messageThreads.subject}) @@ websearch_to_tsquery('simple', ${q}))`;

/**
 * Threads whose subject and messages hold the words, with web-search syntax ("a b", -c, or): one
 * probe of the thread document's GIN index. The document has no positions, so a phrase (quotes, or
 * a word the parser splits, like covid-19) is looked up as its words and then rechecked in the
 * subject and the messages; with a negation too, only the recheck can tell.
 */
export async function matchesWords(db: Executor, q: string): Promise<SQL> {
  const result = (await db.execute(sql`select websearch_to_tsquery('simple', ${q})::text as t`)) as unknown as {
    rows: { t: string }[];
  };
  const query = result.rows[0]?.t ?? '';
  if (!query.includes('<')) return documentMatches(sql`websearch_to_tsquery('simple', ${q})`);
  if (query.includes('!')) return inSubjectOrOneMessage(q);
  const words = query.replace(/<(-|\d+)>/g, '&');
  return sql`(${documentMatches(sql`${words}::tsquery`)} and ${inSubjectOrOneMessage(q)})`;
}
