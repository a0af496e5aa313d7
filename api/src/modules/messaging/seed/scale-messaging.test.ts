import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../../clock.js';
import { messages, messageThreads, threadParticipants } from '../messaging.table.js';
import { users } from '../../user/index.js';
import { createTestDatabase, type TestDatabase, TEST_NOW, testDatabaseKinds } from '../../../testing/index.js';
import { HEAVY_USER_EMAIL, loadCast, SCALE_THREAD_KIND, seedScaleMessaging } from './scale-messaging.js';
import { messageCounts, planThread } from './scale-messaging.plan.js';
import { runSeed } from '../../../seed/seed.js';

describe('messaging scale plan', () => {
  it('spreads exactly the asked number of messages, at least one per thread, the same every run', () => {
    const counts = messageCounts(2000, 20_000);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(20_000);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...counts)).toBeGreaterThan(20);
    expect(messageCounts(2000, 20_000)).toEqual(counts);
  });
});

describe.each(testDatabaseKinds(import.meta.url))('seedScaleMessaging on %s', (kind) => {
  let db: TestDatabase;
  const options = { threads: 300, messages: 3000, now: TEST_NOW, batchSize: 120 };

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await runSeed(db.db, { mode: 'demo', clock: createFixedClock(TEST_NOW) });
    await seedScaleMessaging(db.db, options);
  }, 120_000);
  afterAll(() => db.dispose());

  const scaleThreads = eq(messageThreads.aboutKind, SCALE_THREAD_KIND);

  it('inserts the threads, their messages, and the thread columns that point at the latest one', async () => {
    const [threads] = await db.db.select({ n: count() }).from(messageThreads).where(scaleThreads);
    expect(threads?.n).toBe(300);
    const [inScale] = await db.db
      .select({ n: count() })
      .from(messages)
      .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
      .where(scaleThreads);
    expect(inScale?.n).toBe(3000);
    const wrong = await db.db.execute(sql`
      select t.id from message_threads t join messages m on m.id = t.last_message_id
      where t.about_kind = ${SCALE_THREAD_KIND}
        and (m.thread_id <> t.id or m.sent_at <> t.last_message_at or m.author_user_id <> t.last_author_user_id
             or t.message_count <> (select count(*) from messages c where c.thread_id = t.id)
             or m.sent_at < (select max(sent_at) from messages c where c.thread_id = t.id))`);
    expect((wrong as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [linked] = await db.db
      .select({ n: count() })
      .from(messageThreads)
      .where(and(scaleThreads, sql`${messageThreads.lastMessageId} is not null`));
    expect(linked?.n).toBe(300);
  });

  it('makes every author a participant and fills the search vector', async () => {
    const orphans = await db.db.execute(sql`
      select m.id from messages m where not exists
        (select 1 from thread_participants p where p.thread_id = m.thread_id and p.user_id = m.author_user_id)`);
    expect((orphans as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [searchable] = await db.db
      .select({ n: count() })
      .from(messages)
      .where(sql`${messages.search} @@ websearch_to_tsquery('simple', 'protocol')`);
    expect(searchable?.n).toBeGreaterThan(100);
    // The inbox's copies: each participant's sort key, and the thread document finding the same threads.
    const copies = await db.db.execute(sql`
      select
        (select count(*)::int from thread_participants p join message_threads t on t.id = p.thread_id
          where p.last_message_at <> t.last_message_at) as stale_keys,
        (select count(*)::int from thread_search_documents d where d.document @@ websearch_to_tsquery('simple', 'protocol')) as by_document,
        (select count(*)::int from message_threads t where to_tsvector('simple', t.subject) @@ websearch_to_tsquery('simple', 'protocol')
          or exists (select 1 from messages m where m.thread_id = t.id and m.search @@ websearch_to_tsquery('simple', 'protocol'))) as by_messages`);
    const [copy] = (copies as unknown as { rows: { stale_keys: number; by_document: number; by_messages: number }[] })
      .rows;
    expect(copy?.stale_keys).toBe(0);
    expect(copy?.by_document).toBeGreaterThan(10);
    expect(copy?.by_document).toBe(copy?.by_messages);
  });

  it('gives sponsor.admin a heavy inbox: about 1 in 7 threads, some unread, some archived or filed', async () => {
    const [heavy] = await db.db.select({ id: users.id }).from(users).where(eq(users.email, HEAVY_USER_EMAIL));
    const [mine] = await db.db
      .select({ n: count() })
      .from(threadParticipants)
      .where(eq(threadParticipants.userId, heavy?.id ?? 0));
    expect(mine?.n).toBeGreaterThanOrEqual(30);
    const states = await db.db.execute(sql`
      select count(*) filter (where archived)::int as archived, count(*) filter (where folder_id is not null)::int as filed
      from thread_user_states where user_id = ${heavy?.id ?? 0}`);
    const [row] = (states as unknown as { rows: { archived: number; filed: number }[] }).rows;
    expect(row?.archived).toBeGreaterThan(0);
    expect(row?.filed).toBeGreaterThan(0);
  });

  it('tells some readers of the last message, read and unread, with a link to the thread', async () => {
    const result = await db.db.execute(sql`
      select count(*) filter (where n.read_at is null)::int as unread, count(*) filter (where n.read_at is not null)::int as read,
             count(*) filter (where n.link <> '/dashboard/inbox/' || t.id)::int as bad_links
      from notifications n join message_threads t on t.id = n.subject_id
      where n.subject_kind = 'THREAD' and t.about_kind = ${SCALE_THREAD_KIND}`);
    const [row] = (result as unknown as { rows: { unread: number; read: number; bad_links: number }[] }).rows;
    expect(row?.unread).toBeGreaterThan(20);
    expect(row?.read).toBeGreaterThan(20);
    expect(row?.bad_links).toBe(0);
  });

  it('adds nothing when run again, and only the missing threads when asked for more', async () => {
    const again = await seedScaleMessaging(db.db, options);
    expect(again).toEqual({ existing: 300, inserted: 0 });
    const more = await seedScaleMessaging(db.db, { ...options, threads: 330, messages: 3300 });
    expect(more).toEqual({ existing: 300, inserted: 30 });
  });

  it('plans the same thread on every run', async () => {
    const cast = await loadCast(db.db);
    expect(planThread(cast, 7, 5, TEST_NOW)).toEqual(planThread(cast, 7, 5, TEST_NOW));
    expect(planThread(cast, 7, 5, TEST_NOW).messages).toHaveLength(5);
  });
});
