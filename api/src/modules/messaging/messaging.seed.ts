import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { companies } from '../company/index.js';
import { setLastReadAt } from './messaging.repository.js';
import { writeMessage } from './messaging.service.js';
import { messageThreads } from './messaging.table.js';
import { seededPeople, type SeededPerson } from '../user/index.js';
import { seedScaleMessaging } from './seed/scale-messaging.js';

const HOUR = 3_600_000;

/**
 * A few conversations among the personas, so inboxes are not empty on first start. Their subjects
 * stay clear of the e2e scenario (sponsor.admin reaching Meridian), and no Explorer persona starts
 * one (that would use up its monthly reach-outs).
 */
const DEMO_THREADS = [
  {
    from: 'sponsor.member@demo.test',
    to: 'Meridian Clinical Research',
    subject: 'Central lab logistics for the HLX-204 extension',
    messages: [
      ['sponsor.member@demo.test', 'Hello Meridian team, could you share your sample shipping windows for EU sites?'],
      ['vendor.admin@demo.test', 'Hi Marcus, happy to. We ship Monday to Thursday; I will send the schedule today.'],
    ],
    readBy: [],
  },
  {
    from: 'sponsor.nointerests@demo.test',
    to: 'Helixa Biotherapeutics',
    subject: 'Co-monitoring a shared site network',
    messages: [
      ['sponsor.nointerests@demo.test', 'Would Helixa consider sharing monitoring visits at our common sites?'],
    ],
    readBy: [],
  },
  {
    from: 'vendor.member@demo.test',
    to: 'Lakeshore Research Institute',
    subject: 'eCOA training for your coordinators',
    messages: [
      ['vendor.member@demo.test', 'We offer a two-hour eCOA training for site coordinators. Interested?'],
      ['site.admin@demo.test', 'Yes, please send dates for next month.'],
    ],
    readBy: ['vendor.member@demo.test'],
  },
] as const;

async function seedDemoMessages(db: Executor, now: Date): Promise<void> {
  const emails = [...new Set(DEMO_THREADS.flatMap((t) => t.messages.map(([email]) => email)))];
  const person = await seededPeople(db, emails);
  let at = now.getTime() - DEMO_THREADS.length * 24 * HOUR;
  for (const demo of DEMO_THREADS) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, demo.to));
    if (!company) throw new Error(`Demo company ${demo.to} is missing`);
    ({ at } = await insertDemoThread(db, {
      author: person(demo.from),
      toCompanyId: company.id,
      subject: demo.subject,
      about: { kind: 'COMPANY', id: company.id },
      messages: demo.messages.map(([email, body]) => [person(email), body]),
      readBy: demo.readBy.map((email) => person(email)),
      at,
    }));
    at += 18 * HOUR;
  }
}

/**
 * One demo conversation written the way messaging writes it (writeMessage: counts, search
 * document), its messages 3 hours apart from `at`; answers its id and the instant after the last one.
 */
export async function insertDemoThread(
  db: Executor,
  demo: {
    author: SeededPerson;
    toCompanyId: number;
    subject: string;
    about: { kind: string; id: number };
    messages: readonly (readonly [SeededPerson, string])[];
    readBy?: readonly SeededPerson[];
    at: number;
  },
): Promise<{ threadId: number; at: number }> {
  let at = demo.at;
  const [thread] = await db
    .insert(messageThreads)
    .values({
      subject: demo.subject,
      createdByUserId: demo.author.id,
      fromCompanyId: demo.author.companyId,
      toCompanyId: demo.toCompanyId,
      aboutKind: demo.about.kind,
      aboutId: demo.about.id,
      createdAt: new Date(at),
      lastMessageAt: new Date(at),
    })
    .returning();
  if (!thread) throw new Error('demo thread insert returned nothing');
  let first = true;
  for (const [author, body] of demo.messages) {
    await writeMessage(db, thread, author, body, new Date(at), first);
    first = false;
    at += 3 * HOUR;
  }
  for (const reader of demo.readBy ?? []) await setLastReadAt(db, thread.id, reader.id, new Date(at));
  return { threadId: thread.id, at };
}

/** Prints progress every 5,000 of `total` (and at the end). */
const progress =
  (total: number, what: string, started: number, log: (line: string) => void) =>
  (done: number): void => {
    if (done % 5000 === 0 || done === total)
      log(
        `  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} ${what}  (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
  };

async function seedScale(
  db: Db,
  threads: number,
  messages: number,
  now: Date,
  log: (line: string) => void,
  started: number,
) {
  if (threads === 0) return;
  log(`messaging: ${threads.toLocaleString('en')} threads, ${messages.toLocaleString('en')} messages`);
  const result = await seedScaleMessaging(db, {
    threads,
    messages,
    now,
    onProgress: progress(threads, 'threads', started, log),
  });
  log(
    result.inserted > 0
      ? `inserted ${result.inserted.toLocaleString('en')} threads (${result.existing.toLocaleString('en')} were there)`
      : `all ${threads.toLocaleString('en')} threads were already there`,
  );
}

/** A few demo conversations among the personas; the scale set's threads and messages among all seeded users. */
export const messagingSeed: ModuleSeed = {
  after: ['user'],
  demo: seedDemoMessages,
  scale: {
    options: {
      threads: { default: 20_000, min: 0, max: 1_000_000 },
      messages: { default: 200_000, min: 0, max: 10_000_000, atLeast: 'threads' },
    },
    run: (db, { threads = 0, messages = 0 }, { now, log, started }) =>
      seedScale(db, threads, messages, now, log, started),
  },
};
