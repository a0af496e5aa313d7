import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { PERSONAS } from '../../seed/personas.js';
import { referenceItems } from '../reference/index.js';
import { users } from '../user/index.js';
import { userInterestItems, userInterests } from './interests.table.js';

/** Interest picks by name, so they survive id changes in the reference data. */
const COMPLETE_INTERESTS = {
  items: [
    'Oncology',
    'Immunology',
    'Clinical Monitoring',
    'Data Management',
    'Biostatistics',
    'EDC',
    'eCOA/ePRO',
    'North America',
    'Europe',
  ],
  phases: ['PHASE_2', 'PHASE_3'],
};
const INCOMPLETE_INTERESTS = { items: ['Oncology'], phases: [] as string[] };

/** The personas' areas of interest: complete, incomplete (sponsor.nointerests) or none. */
async function seedPersonaInterests(db: Executor, now: Date): Promise<void> {
  const interested = PERSONAS.filter((p) => p.interests !== 'none');
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        interested.map((p) => p.email),
      ),
    );
  for (const p of interested) {
    const row = rows.find((r) => r.email === p.email);
    if (row)
      await seedInterests(db, row.id, p.interests === 'complete' ? COMPLETE_INTERESTS : INCOMPLETE_INTERESTS, now);
  }
}

async function seedInterests(
  db: Executor,
  userId: number,
  interests: { items: string[]; phases: string[] },
  now: Date,
): Promise<void> {
  const items = await db
    .select({ id: referenceItems.id, name: referenceItems.name, kind: referenceItems.kind })
    .from(referenceItems)
    .where(inArray(referenceItems.name, interests.items));
  const allowed = new Set(['THERAPEUTIC_AREAS', 'SERVICES', 'PRODUCTS', 'REGIONS']);
  await db.insert(userInterests).values({ userId, trialPhases: interests.phases, updatedAt: now });
  const ids = items.filter((item) => allowed.has(item.kind)).map((item) => ({ userId, referenceItemId: item.id }));
  if (ids.length > 0) await db.insert(userInterestItems).values(ids);
}

export const accountSeed: ModuleSeed = { after: ['user'], personas: seedPersonaInterests };
