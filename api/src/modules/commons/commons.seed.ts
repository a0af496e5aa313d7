import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { companies, PERSONA_COMPANIES } from '../company/index.js';
import { seededPeople, users } from '../user/index.js';
import { slugOf } from './commons.pages.repository.js';
import { commonsExperts, commonsPages } from './commons.table.js';
import { FIELD_PAGES } from './seed/pages-field.js';
import { PRACTICE_PAGES } from './seed/pages-practice.js';

const DAY = 86_400_000;

/** The persona experts: email, kinds (EXPERTS names), headline, bio. */
const PERSONA_EXPERTS: readonly (readonly [string, readonly string[], string, string])[] = [
  [
    'vendor.admin@demo.test',
    ['Clinical Research Associate', 'Quality Auditor'],
    'Risk-based monitoring across oncology and rare disease',
    'Twelve years of monitoring and audit at a CRO; I help sponsors set up monitoring plans sites accept.',
  ],
  [
    'vendor.member@demo.test',
    ['Clinical Data Manager'],
    'EDC builds, data cleaning and database lock',
    'Data manager for phase I–III studies; CDASH case report forms and SDTM mapping.',
  ],
  [
    'site.admin@demo.test',
    ['Principal Investigator', 'Trial Design Specialist'],
    'Site start-up and feasibility that holds up',
    'Running a research institute’s study start-up; happy to review feasibility questionnaires and budgets.',
  ],
  [
    'sponsor.admin@demo.test',
    ['Regulatory Consultant'],
    'EU CTR and CTIS submissions for multinational trials',
    'Clinical operations lead; I have submitted phase II and III trials through CTIS since 2023.',
  ],
  [
    'daniel.ward@atlasoncology.example',
    ['Medical Monitor', 'Key Opinion Leader'],
    'Oncology medical monitoring and safety review',
    'Oncologist by training; medical monitor for solid tumour studies.',
  ],
  [
    'maya.lopez@rarevoices.example',
    ['Patient Advocate'],
    'Patient involvement in rare disease protocols',
    'I bring families into protocol design: visit schedules, consent materials, burden.',
  ],
  [
    'pastdue.admin@demo.test',
    ['Clinical Data Manager', 'Biostatistician'],
    'eCOA and ePRO design',
    'Designing electronic questionnaires participants finish: wording, timing, devices.',
  ],
  [
    'expired.admin@demo.test',
    ['Health Economist', 'Market Access Strategist'],
    'Health economics for open-science drug development',
    'Cost-effectiveness models and payer evidence planning for non-profit programmes.',
  ],
];

/** A few more experts in a demo database: colleagues at demo companies, with these kinds. */
const DEMO_EXPERT_KINDS: readonly (readonly [readonly string[], string])[] = [
  [['Biostatistician'], 'Adaptive designs and interim analyses'],
  [['Pharmacovigilance Physician'], 'Safety signal detection and aggregate reports'],
  [['Medical Writer'], 'Protocols, clinical study reports and plain-language summaries'],
  [['Bioanalytical Scientist', 'Clinical Pharmacologist'], 'PK assays and first-in-human dose selection'],
];

async function seedPages(db: Executor, now: Date): Promise<void> {
  const pages = [...PRACTICE_PAGES, ...FIELD_PAGES];
  const person = await seededPeople(db, [...new Set(pages.map((p) => p.author))]);
  await db.insert(commonsPages).values(
    pages.map((p) => {
      const author = person(p.author);
      const at = new Date(now.getTime() - p.daysAgo * DAY);
      return {
        type: p.type,
        slug: slugOf(p.title),
        title: p.title,
        summary: p.summary,
        body: p.body,
        authorId: author.id,
        companyId: author.companyId,
        status: p.draft ? ('DRAFT' as const) : ('PUBLISHED' as const),
        publishedAt: p.draft ? null : at,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}

async function seedPersonaExperts(db: Executor, now: Date): Promise<void> {
  const person = await seededPeople(
    db,
    PERSONA_EXPERTS.map(([email]) => email),
  );
  await db.insert(commonsExperts).values(
    PERSONA_EXPERTS.map(([email, kinds, headline, bio], i) => ({
      userId: person(email).id,
      kinds: [...kinds],
      headline,
      bio,
      listed: true,
      createdAt: new Date(now.getTime() - (60 - i) * DAY),
      updatedAt: new Date(now.getTime() - (30 - i) * DAY),
    })),
  );
}

/** The first active people of demo (not persona) companies, one per company. */
async function seedDemoExperts(db: Executor, now: Date): Promise<void> {
  const people = await db
    .selectDistinctOn([users.companyId], { id: users.id, companyId: users.companyId })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.active, true),
        eq(users.approvalStatus, 'APPROVED'),
        eq(companies.active, true),
        notInArray(
          companies.name,
          PERSONA_COMPANIES.map((c) => c.name),
        ),
      ),
    )
    .orderBy(asc(users.companyId), asc(users.id))
    .limit(DEMO_EXPERT_KINDS.length);
  if (people.length === 0) return;
  await db.insert(commonsExperts).values(
    people.map((p, i) => {
      const [kinds, headline] = DEMO_EXPERT_KINDS[i] ?? [['Medical Writer'], 'Medical writing'];
      return {
        userId: p.id,
        kinds: [...kinds],
        headline,
        bio: `${headline}: ask me about it through the commons.`,
        listed: true,
        createdAt: new Date(now.getTime() - (90 - i) * DAY),
        updatedAt: new Date(now.getTime() - (40 - i) * DAY),
      };
    }),
  );
}

/** Shared pages by the persona companies and experts among their people (and, in a demo database, a few more). */
export const commonsSeed: ModuleSeed = {
  after: ['company', 'user'],
  personas: async (db, now) => {
    await seedPages(db, now);
    await seedPersonaExperts(db, now);
  },
  demo: async (db, now) => {
    await seedPages(db, now);
    await seedPersonaExperts(db, now);
    await seedDemoExperts(db, now);
  },
};
