import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { createRandom } from '../../seed/prng.js';
import { companyIdsByAlias, DEMO_SEED, PERSONA_COMPANIES, slugify } from '../company/index.js';
import { contractedPartners } from '../partner/index.js';
import { ratingOf, refreshStats } from './review.repository.js';
import { companyReviews } from './review.table.js';

interface SeedReview {
  stars: [quality: number, timeliness: number, communication: number, value: number];
  title: string;
  body: string;
  reply?: string;
}

/** The persona companies' reviews (reviewer → reviewed), with a reply or two. */
const PERSONA_REVIEWS: readonly (readonly [string, string, SeedReview])[] = [
  [
    'helixa',
    'meridian',
    {
      stars: [5, 4, 5, 4],
      title: 'Reliable monitoring partner for our phase II',
      body: 'Meridian ran monitoring across 14 sites for our oncology phase II. Visit reports arrived on time and queries were closed quickly; budget changes were explained up front.',
      reply: 'Thank you — it was a pleasure working with the Helixa team. We look forward to the phase III.',
    },
  ],
  [
    'helixa',
    'lakeshore',
    {
      stars: [4, 3, 4, 5],
      title: 'Strong enrolment, slower start-up',
      body: 'Lakeshore enrolled above target once the study was open, but contract and IRB start-up took six weeks longer than planned. Coordinators were excellent.',
    },
  ],
  [
    'meridian',
    'helixa',
    {
      stars: [5, 5, 4, 5],
      title: 'Clear protocols and fast decisions',
      body: 'Helixa gave us clear protocols, answered questions within a day and paid invoices on time. One of the easiest sponsors we have worked with.',
      reply: 'Appreciated! Clear communication goes both ways.',
    },
  ],
];

const DEMO_TITLES = [
  'Dependable partner',
  'Good work, some delays',
  'Excellent study support',
  'Solid value',
  'Responsive team',
];
const DEMO_BODIES = [
  'The team delivered what was agreed and kept us informed through every milestone of the study.',
  'Quality was high overall; a few deliverables slipped by a week but were flagged early and recovered.',
  'Experienced staff, quick answers and a fair budget. We would work with them again on our next trial.',
];

async function insertReview(db: Executor, companyId: number, reviewerCompanyId: number, r: SeedReview, at: Date) {
  const [quality, timeliness, communication, value] = r.stars;
  await db
    .insert(companyReviews)
    .values({
      companyId,
      reviewerCompanyId,
      quality,
      timeliness,
      communication,
      value,
      rating: ratingOf({ quality, timeliness, communication, value }),
      title: r.title,
      body: r.body,
      reply: r.reply ?? null,
      repliedAt: r.reply ? at : null,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing();
}

async function seedPersonaReviews(db: Executor, now: Date): Promise<Set<number>> {
  const idByAlias = await companyIdsByAlias(db);
  const idByKey = new Map(PERSONA_COMPANIES.map((c) => [c.key, idByAlias.get(slugify(c.name))]));
  const touched = new Set<number>();
  for (const [i, [from, to, review]] of PERSONA_REVIEWS.entries()) {
    const [a, b] = [idByKey.get(from), idByKey.get(to)];
    if (a === undefined || b === undefined) continue;
    await insertReview(db, b, a, review, new Date(now.getTime() - (i + 3) * 86_400_000));
    touched.add(b);
  }
  return touched;
}

/**
 * Two thirds of the demo sponsors' contracted partners get a review from them, so search has
 * ratings. The persona companies keep only PERSONA_REVIEWS (Atlas has not reviewed Meridian yet).
 */
async function seedDemoReviews(db: Executor, now: Date, touched: Set<number>): Promise<void> {
  const idByAlias = await companyIdsByAlias(db);
  const personas = new Set(PERSONA_COMPANIES.map((c) => idByAlias.get(slugify(c.name))));
  const random = createRandom(DEMO_SEED + 28);
  const pairs = await db
    .select({ company: contractedPartners.companyId, partner: contractedPartners.partnerCompanyId })
    .from(contractedPartners)
    .orderBy(asc(contractedPartners.companyId), asc(contractedPartners.partnerCompanyId));
  for (const [i, pair] of pairs.entries()) {
    if (personas.has(pair.company) || random.int(0, 2) === 0) continue;
    const star = () => random.int(3, 5);
    await insertReview(
      db,
      pair.partner,
      pair.company,
      {
        stars: [star(), random.int(2, 5), star(), star()],
        title: DEMO_TITLES[i % DEMO_TITLES.length] as string,
        body: DEMO_BODIES[i % DEMO_BODIES.length] as string,
        ...(i % 4 === 0 ? { reply: 'Thank you for the feedback — we appreciated working together.' } : {}),
      },
      new Date(now.getTime() - random.int(5, 200) * 86_400_000),
    );
    touched.add(pair.partner);
  }
}

async function fillStats(db: Executor, touched: Set<number>, now: Date): Promise<void> {
  for (const companyId of touched) await refreshStats(db, companyId, now);
}

/** Reviews among the persona companies; in a demo database also the demo sponsors' of their partners. */
export const reviewSeed: ModuleSeed = {
  after: ['company', 'partner'],
  personas: async (db, now) => fillStats(db, await seedPersonaReviews(db, now), now),
  demo: async (db, now) => {
    const touched = await seedPersonaReviews(db, now);
    await seedDemoReviews(db, now, touched);
    await fillStats(db, touched, now);
  },
};
