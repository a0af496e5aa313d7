import { eq } from 'drizzle-orm';
import { dayOf } from '../../clock.js';
import { addDays } from '../../dates.js';
import type { Executor } from '../../db/database.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { hashApiKey } from './api-keys.auth.js';
import { generateApiKey, minuteOf } from './api-keys.service.js';
import { apiKeys, apiKeyUsage } from './api-keys.table.js';
import { users } from '../user/index.js';

/** Requests per day, oldest first, of the demo's "Analytics export" key: a nightly job and some retries. */
const DEMO_REQUESTS = [42, 38, 0, 51, 47, 12, 44];

/**
 * The demo vendor admin's company gets a READ_ONLY "Analytics export" key used over the last
 * week and a revoked "Old CRM sync", so the API keys screen has something to show. Their secrets
 * are random and thrown away: nobody can call with them, and nothing secret is printed.
 */
async function seedDemoApiKeys(db: Executor, now: Date): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.email, 'vendor.admin@demo.test')).limit(1);
  if (!admin?.companyId) return;
  const at = (daysAgo: number) => addDays(now, -daysAgo);
  const key = (name: string, scope: 'READ_ONLY' | 'READ_WRITE', createdDaysAgo: number) => {
    const secret = generateApiKey();
    return {
      companyId: admin.companyId ?? 0,
      createdByUserId: admin.id,
      name,
      scope,
      prefix: secret.slice(0, 8),
      secretHash: hashApiKey(secret),
      createdAt: at(createdDaysAgo),
    };
  };
  const [analytics] = await db
    .insert(apiKeys)
    .values([
      { ...key('Old CRM sync', 'READ_WRITE', 60), revokedAt: at(20), lastUsedAt: at(21) },
      {
        ...key('Analytics export', 'READ_ONLY', 30),
        lastUsedAt: minuteOf(at(0.1)),
      },
    ])
    .returning({ id: apiKeys.id, name: apiKeys.name })
    .then((rows) => rows.filter((row) => row.name === 'Analytics export'));
  if (!analytics) return;
  await db.insert(apiKeyUsage).values(
    DEMO_REQUESTS.map((requests, i) => ({
      apiKeyId: analytics.id,
      day: dayOf(at(DEMO_REQUESTS.length - 1 - i)),
      requests,
      errors: requests > 40 ? 1 : 0,
      cost: requests * 9,
    })),
  );
}

export const apiKeysSeed: ModuleSeed = { after: ['user'], personas: seedDemoApiKeys };
