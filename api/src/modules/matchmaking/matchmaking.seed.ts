import type { Executor } from '../../db/database.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { createRandom } from '../../seed/prng.js';
import { DEMO_SEED } from '../company/index.js';
import { referenceLookup } from '../reference/index.js';
import { refreshMarketplaceFlags } from '../requests/index.js';
import { seedGeneratedAlerts } from './seed/generated-alerts.js';
import { seedGeneratedRequests } from './seed/generated-requests.js';

/** The generated marketplace's own stream of the fixed seed: the same requests and alerts everywhere. */
const MARKETPLACE_SEED = DEMO_SEED + 10;

/**
 * The generated demo companies flagged as having published requests or alerts get them (by their
 * first active member), so the lists are full and the flags true: then every company's flags are set
 * from the records, true exactly for companies with an OPEN PUBLIC request / a current alert.
 */
async function seedGeneratedMarketplace(db: Executor, now: Date): Promise<void> {
  const random = createRandom(MARKETPLACE_SEED);
  const lookup = await referenceLookup(db);
  await seedGeneratedRequests(db, now, random, lookup);
  await seedGeneratedAlerts(db, now, random, lookup.ref);
  await refreshMarketplaceFlags(db, now);
}

/** The generated demo companies' requests and alerts (the persona companies' are the requests and capability seeds'). */
export const matchmakingSeed: ModuleSeed = { after: ['requests', 'capability'], demo: seedGeneratedMarketplace };
