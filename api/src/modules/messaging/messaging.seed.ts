import { inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { companies } from '../company/index.js';
import { seededPeople } from '../user/index.js';
import { seedScaleMessaging } from './seed/scale-messaging.js';
import { insertSeedThreads, type SeedThread } from './seed/seed-threads.js';

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

/** The demo conversations: messages 3 hours apart, read where said 3 hours after, the next one 18 hours later. */
async function seedDemoMessages(db: Executor, now: Date): Promise<void> {
  const emails = [...new Set(DEMO_THREADS.flatMap((t) => t.messages.map(([email]) => email)))];
  const person = await seededPeople(db, emails);
  const addressed = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      inArray(
        companies.name,
        DEMO_THREADS.map((t) => t.to),
      ),
    );
  let at = now.getTime() - DEMO_THREADS.length * 24 * HOUR;
  const threads = DEMO_THREADS.map((demo): SeedThread => {
    const company = addressed.find((c) => c.name === demo.to);
    if (!company) throw new Error(`Demo company ${demo.to} is missing`);
    const start = at;
    const read = new Date(start + demo.messages.length * 3 * HOUR);
    at = read.getTime() + 18 * HOUR;
    return {
      subject: demo.subject,
      toCompanyId: company.id,
      about: { kind: 'COMPANY', id: company.id },
      messages: demo.messages.map(([email, body], i) => ({
        author: person(email),
        body,
        sentAt: new Date(start + i * 3 * HOUR),
      })),
      readBy: demo.readBy.map((email) => ({ userId: person(email).id, at: read })),
    };
  });
  await insertSeedThreads(db, threads);
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
