import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../testing/index.js';
import { companies } from '../company/index.js';
import { notifications } from '../notification/index.js';
import { requestInvites, type RequestRow, requests } from '../requests/index.js';
import { users } from '../user/index.js';

export const SPONSOR = 'sponsor.admin@demo.test';
export const SPONSOR_MEMBER = 'sponsor.member@demo.test';
export const VENDOR = 'vendor.admin@demo.test';
export const VENDOR_MEMBER = 'vendor.member@demo.test';
/** Lakeshore Research Institute, on Explorer. */
export const EXPLORER = 'site.admin@demo.test';
/** Atlas Oncology Partners, on Innovator. */
export const ATLAS = 'sponsor.nointerests@demo.test';

type RequestOverrides = Partial<typeof requests.$inferInsert> & { invite?: number[] };

/**
 * Request rows written straight into the table (the requests feature owns their routes): an OPEN
 * PUBLIC site request of `posterEmail`'s company by default, deadline a month after the test clock.
 */
export function proposalsFixture(t: TestApp) {
  return {
    async companyOf(email: string): Promise<number> {
      const [row] = await t.database.db
        .select({ companyId: users.companyId })
        .from(users)
        .where(eq(users.email, email));
      if (!row?.companyId) throw new Error(`No company for ${email}`);
      return row.companyId;
    },
    async request(posterEmail = SPONSOR, overrides: RequestOverrides = {}): Promise<RequestRow> {
      const { invite = [], ...values } = overrides;
      const now = t.clock.now();
      const [poster] = await t.database.db
        .select({ id: users.id, companyId: users.companyId })
        .from(users)
        .where(eq(users.email, posterEmail));
      if (!poster?.companyId) throw new Error(`No poster ${posterEmail}`);
      const [row] = await t.database.db
        .insert(requests)
        .values({
          kind: 'SITE',
          status: 'OPEN',
          visibility: 'PUBLIC',
          companyId: poster.companyId,
          createdByUserId: poster.id,
          title: 'Phase 2 HER2-low breast cancer sites',
          description: 'Twelve sites in North America.',
          responseDeadline: new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
          publishedAt: now,
          createdAt: now,
          updatedAt: now,
          ...values,
        })
        .returning();
      if (!row) throw new Error('request insert returned nothing');
      for (const companyId of invite)
        await t.database.db.insert(requestInvites).values({ requestId: row.id, companyId, invitedAt: now });
      return row;
    },
    async notificationsOf(email: string, kind: string) {
      const userId = await t.userId(email);
      const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
      return rows.filter((n) => n.kind === kind);
    },
    async hasPublishedRequests(companyId: number): Promise<boolean> {
      const [row] = await t.database.db
        .select({ flag: companies.hasPublishedRequests })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row?.flag ?? false;
    },
    call(email: string, method: string, url: string, payload?: unknown, impersonate?: number) {
      return t.request({ method, url, token: t.tokenFor(email), payload, impersonate });
    },
  };
}

export const respondBody = (overrides: Record<string, unknown> = {}) => ({
  message: 'We run twelve oncology sites with HER2-low experience.',
  timeline: 'First patient in 8 weeks',
  price: 12500,
  ...overrides,
});

/** One test app per `describe` (seeded personas) with its fixture: read `t` and `f` inside tests. */
export function proposalsTestApp(kind: DatabaseKind) {
  const holder = {} as { t: TestApp; f: ReturnType<typeof proposalsFixture> };
  beforeAll(async () => {
    holder.t = await createTestApp({ kind });
    holder.f = proposalsFixture(holder.t);
  });
  afterAll(async () => holder.t.close());
  return holder;
}
