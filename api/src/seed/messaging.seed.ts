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
  const people = await db.select().from(users).where(inArray(users.email, emails));
  const person = (email: string) => {
    const user = people.find((p) => p.email === email);
    if (user?.companyId == null) throw new Error(`Demo message author ${email} is missing`);
    return user as UserRow & { companyId: number };
  };
  let at = now.getTime() - DEMO_THREADS.length * 24 * HOUR;
  for (const demo of DEMO_THREADS) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, demo.to));
    if (!company) throw new Error(`Demo company ${demo.to} is missing`);
    const author = person(demo.from);
    const [thread] = await db
      .insert(messageThreads)
      .values({
        subject: demo.subject,
        createdByUserId: author.id,
        fromCompanyId: author.companyId,
        toCompanyId: company.id,
        aboutKind: 'COMPANY',
        aboutId: company.id,
        createdAt: new Date(at),
        lastMessageAt: new Date(at),
      })
      .returning();
    if (!thread) throw new Error('demo thread insert returned nothing');
    let first = true;
    for (const [email, body] of demo.messages) {
      await writeMessage(db, thread, person(email), body, new Date(at), first);
      first = false;
      at += 3 * HOUR;
    }
    for (const email of demo.readBy) await setLastReadAt(db, thread.id, person(email).id, new Date(at));
    at += 18 * HOUR;
  }
}
