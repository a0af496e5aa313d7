import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { users } from '../modules/user/user.table.js';
import { seedDemoApiKeys } from './api-keys.seed.js';
import { seedCapabilityAlerts } from './capability-alerts.seed.js';
import { seedDemoCompanies } from './demo.seed.js';
import { seedDemoAlertsAndLookingFor, seedGeneratedMarketplace } from './marketplace.seed.js';
import { seedDemoMessages } from './messaging.seed.js';
import { seedPersonas } from './personas.seed.js';
import { seedSubscriptionBilling } from '../modules/subscription/subscription.seed.js';
import { seedReferenceData } from './reference.seed.js';
import { seedDemoRequests } from './requests.seed.js';

/**
 * none: reference data only; personas: + the demo accounts; demo: + 1,000 companies with their people
 * (about 2,400 users), the persona companies' colleagues, messages, requests and capability alerts.
 */
export type SeedMode = 'none' | 'personas' | 'demo';

export interface SeedResult {
  /** True when people were inserted now (first start); false when users already existed. */
  seeded: boolean;
}

/**
 * Reference data always (idempotent); personas and demo data only while the users table is empty,
 * so later starts never re-seed or overwrite what people changed.
 */
export async function runSeed(db: Db, options: { mode: SeedMode; clock: Clock }): Promise<SeedResult> {
  await seedReferenceData(db);
  if (options.mode === 'none') return { seeded: false };
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return { seeded: false };
  const now = options.clock.now();
  await db.transaction(async (tx) => {
    // Persona companies first, so their ids are the same in 'personas' and 'demo' databases.
    await seedPersonas(tx, now);
    await seedSubscriptionBilling(tx, now);
    await seedDemoApiKeys(tx, now);
    if (options.mode === 'demo') {
      await seedDemoCompanies(tx, now);
      await seedDemoMessages(tx, now);
      // Requests, responses (with their threads), questions, capability alerts and looking-for items.
      await seedDemoRequests(tx, now);
      await seedDemoAlertsAndLookingFor(tx, now);
      await seedGeneratedMarketplace(tx, now);
    }
    await seedCapabilityAlerts(tx, now);
  });
  return { seeded: true };
}
