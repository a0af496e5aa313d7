import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { createRandom } from '../../seed/prng.js';
import { companyIdsByAlias, DEMO_SEED, PERSONA_COMPANIES, slugify } from '../company/index.js';
import { referenceItems } from '../reference/index.js';
import { users } from '../user/index.js';
import {
  contractedPartnerLabels,
  contractedPartnerNotes,
  contractedPartnerRatings,
  contractedPartners,
  type PartnerNoteKind,
} from './partner.table.js';

type Stars = readonly [quality: number, timeliness: number, communication: number, value: number];

interface PairDetails {
  from: string;
  to: string;
  labels: readonly string[];
  notes: readonly { author: string; kind: PartnerNoteKind; body: string; daysAgo: number }[];
  ratings: readonly { user: string; stars: Stars; daysAgo: number }[];
}

/** Labels, notes and ratings of the persona pairs (persona company keys, persona emails). */
const PERSONA_DETAILS: readonly PairDetails[] = [
  {
    from: 'helixa',
    to: 'meridian',
    labels: ['Preferred Vendor', 'Master Services Agreement', 'EDC build'],
    notes: [
      {
        author: 'sponsor.admin@demo.test',
        kind: 'CONTRACT',
        body: 'MSA signed through 2027. Change orders go through procurement before any work starts.',
        daysAgo: 40,
      },
      {
        author: 'sponsor.member@demo.test',
        kind: 'GENERAL',
        body: 'Responsive project team; weekly status call on Tuesdays with their study lead.',
        daysAgo: 12,
      },
    ],
    ratings: [
      { user: 'sponsor.admin@demo.test', stars: [5, 4, 4, 4], daysAgo: 20 },
      { user: 'sponsor.member@demo.test', stars: [4, 4, 5, 3], daysAgo: 6 },
    ],
  },
  {
    from: 'helixa',
    to: 'lakeshore',
    labels: ['Qualified Site', 'Under Evaluation'],
    notes: [
      {
        author: 'sponsor.admin@demo.test',
        kind: 'PERFORMANCE',
        body: 'Enrollment slightly behind plan in Q3; a recovery plan with two extra screening days is agreed.',
        daysAgo: 9,
      },
    ],
    ratings: [{ user: 'sponsor.admin@demo.test', stars: [3, 3, 4, 3], daysAgo: 9 }],
  },
  {
    from: 'meridian',
    to: 'helixa',
    labels: ['Strategic Partner'],
    notes: [
      {
        author: 'vendor.admin@demo.test',
        kind: 'GENERAL',
        body: 'Clear protocols and quick answers on queries; invoices approved within 30 days.',
        daysAgo: 15,
      },
    ],
    ratings: [{ user: 'vendor.admin@demo.test', stars: [4, 5, 4, 4], daysAgo: 15 }],
  },
];

const DAY = 86_400_000;
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

async function userIdsByEmail(db: Executor, emails: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** The persona pairs' labels, notes and ratings (sponsor.admin and sponsor.member both rate Meridian). */
export async function seedPersonaPartnerDetails(db: Executor, now: Date): Promise<void> {
  const idByAlias = await companyIdsByAlias(db);
  const companyOf = (key: string) => {
    const company = PERSONA_COMPANIES.find((c) => c.key === key);
    return company ? idByAlias.get(slugify(company.name)) : undefined;
  };
  const emails = PERSONA_DETAILS.flatMap((p) => [...p.notes.map((n) => n.author), ...p.ratings.map((r) => r.user)]);
  const userIds = await userIdsByEmail(db, [...new Set(emails)]);
  for (const pair of PERSONA_DETAILS) {
    const [companyId, partnerCompanyId] = [companyOf(pair.from), companyOf(pair.to)];
    if (companyId === undefined || partnerCompanyId === undefined) continue;
    const key = { companyId, partnerCompanyId };
    await db
      .insert(contractedPartnerLabels)
      .values(pair.labels.map((label) => ({ ...key, label })))
      .onConflictDoNothing();
    for (const note of pair.notes) {
      const authorId = userIds.get(note.author);
      if (authorId === undefined) continue;
      const at = ago(now, note.daysAgo);
      await db
        .insert(contractedPartnerNotes)
        .values({ ...key, authorId, kind: note.kind, body: note.body, createdAt: at, updatedAt: at })
        .onConflictDoNothing();
    }
    for (const rating of pair.ratings) {
      const userId = userIds.get(rating.user);
      if (userId === undefined) continue;
      const [quality, timeliness, communication, value] = rating.stars;
      await db
        .insert(contractedPartnerRatings)
        .values({ ...key, userId, quality, timeliness, communication, value, ratedAt: ago(now, rating.daysAgo) })
        .onConflictDoNothing();
    }
  }
}

/** Each demo sponsor's partners get a reference label and, from one of its people, a rating. */
export async function seedDemoPartnerDetails(db: Executor, now: Date): Promise<void> {
  const personaIds = new Set(
    [...(await companyIdsByAlias(db)).entries()]
      .filter(([alias]) => PERSONA_COMPANIES.some((c) => slugify(c.name) === alias))
      .map(([, id]) => id),
  );
  const labels = (
    await db.select({ name: referenceItems.name }).from(referenceItems).where(eq(referenceItems.kind, 'COMPANY_LABELS'))
  ).map((row) => row.name);
  const pairs = (await db.select().from(contractedPartners)).filter((p) => !personaIds.has(p.companyId));
  const random = createRandom(DEMO_SEED + 4);
  for (const pair of pairs) {
    const key = { companyId: pair.companyId, partnerCompanyId: pair.partnerCompanyId };
    const label = labels.length > 0 ? random.pick(labels) : undefined;
    if (label)
      await db
        .insert(contractedPartnerLabels)
        .values({ ...key, label })
        .onConflictDoNothing();
    const [rater] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, pair.companyId), eq(users.active, true)))
      .limit(1);
    if (!rater) continue;
    const star = () => random.int(3, 5);
    await db
      .insert(contractedPartnerRatings)
      .values({
        ...key,
        userId: rater.id,
        quality: star(),
        timeliness: star(),
        communication: star(),
        value: star(),
        ratedAt: ago(now, random.int(1, 90)),
      })
      .onConflictDoNothing();
  }
}
