import type { Executor } from '../../db/database.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { createRandom } from '../../seed/prng.js';
import {
  buildDemoCompanies,
  companyIdsByAlias,
  DEMO_SEED,
  type DemoCompany,
  PERSONA_COMPANIES,
  slugify,
} from '../company/index.js';
import { seedDemoPartnerDetails, seedPersonaPartnerDetails } from './partner.seed-details.js';
import { contractedPartners } from './partner.table.js';

const CHUNK = 500;

/** Persona companies' contracted partners, by persona company key (company → partner). */
export const PERSONA_PARTNERS: readonly (readonly [company: string, partner: string])[] = [
  ['helixa', 'meridian'],
  ['meridian', 'helixa'],
  ['helixa', 'lakeshore'],
  ['atlas', 'meridian'],
  ['meridian', 'cortexa'],
];

/** Inserts contracted-partner pairs (company → partner), in batches. */
async function insertPartners(
  db: Executor,
  pairs: readonly [companyId: number, partnerCompanyId: number][],
  at: Date,
): Promise<void> {
  for (let i = 0; i < pairs.length; i += CHUNK) {
    const batch = pairs.slice(i, i + CHUNK);
    if (batch.length > 0)
      await db
        .insert(contractedPartners)
        .values(batch.map(([companyId, partnerCompanyId]) => ({ companyId, partnerCompanyId, createdAt: at })))
        .onConflictDoNothing();
  }
}

async function seedPersonaPartners(db: Executor, now: Date): Promise<void> {
  const idByAlias = await companyIdsByAlias(db);
  const idByKey = new Map(PERSONA_COMPANIES.map((c) => [c.key, idByAlias.get(slugify(c.name))]));
  await insertPartners(
    db,
    PERSONA_PARTNERS.flatMap(([from, to]) => {
      const [a, b] = [idByKey.get(from), idByKey.get(to)];
      return a !== undefined && b !== undefined ? [[a, b] as [number, number]] : [];
    }),
    now,
  );
}

/** Each claimed demo sponsor contracts two or three claimed vendors or sites, picked deterministically. */
async function seedDemoPartners(db: Executor, now: Date): Promise<void> {
  const idByAlias = await companyIdsByAlias(db);
  const companyId = (c: DemoCompany): number => {
    const id = idByAlias.get(c.alias);
    if (id === undefined) throw new Error(`Demo company ${c.alias} was not inserted`);
    return id;
  };
  const demo = buildDemoCompanies();
  const random = createRandom(DEMO_SEED + 3);
  const providers = demo.filter((c) => c.status === 'CLAIMED' && [2, 3, 4].includes(c.roleId));
  const pairs = demo
    .filter((c) => c.status === 'CLAIMED' && c.roleId === 1)
    .flatMap((sponsor) =>
      random
        .sample(providers, random.int(2, 3))
        .map((partner): [number, number] => [companyId(sponsor), companyId(partner)]),
    );
  await insertPartners(db, pairs, now);
}

/** The persona companies' contracted partners with labels, notes and ratings; in a demo database also the demo sponsors'. */
export const partnerSeed: ModuleSeed = {
  // Notes and ratings are by seeded people.
  after: ['company', 'user'],
  personas: async (db, now) => {
    await seedPersonaPartners(db, now);
    await seedPersonaPartnerDetails(db, now);
  },
  demo: async (db, now) => {
    await seedPersonaPartners(db, now);
    await seedDemoPartners(db, now);
    await seedPersonaPartnerDetails(db, now);
    await seedDemoPartnerDetails(db, now);
  },
};
