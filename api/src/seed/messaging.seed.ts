import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { companies } from '../modules/company/company.table.js';
import { setLastReadAt } from '../modules/messaging/messaging.repository.js';
import { writeMessage } from '../modules/messaging/messaging.service.js';
import { messageThreads } from '../modules/messaging/messaging.table.js';
import { users, type UserRow } from '../modules/user/user.table.js';

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

export async function seedDemoMessages(db: Executor, now: Date): Promise<void> {
  const emails = [...new Set(DEMO_THREADS.flatMap((t) => t.messages.map(([email]) => email)))];
  const person = await demoPeople(db, emails);
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

export type DemoPerson = UserRow & { companyId: number };

/** The people with these emails, by email (each must exist and belong to a company). */
export async function demoPeople(db: Executor, emails: readonly string[]): Promise<(email: string) => DemoPerson> {
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.email, [...emails]));
  return (email) => {
    const user = people.find((p) => p.email === email);
    if (user?.companyId == null) throw new Error(`Demo person ${email} is missing`);
    return user as DemoPerson;
  };
}

/**
 * One demo conversation written the way messaging writes it (writeMessage: counts, search
 * document), its messages 3 hours apart from `at`; answers its id and the instant after the last one.
 */
export async function insertDemoThread(
  db: Executor,
  demo: {
    author: DemoPerson;
    toCompanyId: number;
    subject: string;
    about: { kind: string; id: number };
    messages: readonly (readonly [DemoPerson, string])[];
    readBy?: readonly DemoPerson[];
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
