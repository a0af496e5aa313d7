import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJob } from '../../jobs/send-job.js';
import { COMPANY_UPDATED_JOB } from '../company/index.js';
import { LOOKING_FOR_PUBLISHED_JOB } from '../looking-for/index.js';
import { notifications } from '../notification/index.js';
import { users } from '../user/index.js';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';

describe.each(testDatabaseKinds(import.meta.url))('watch updates (%s)', (kind) => {
  let t: TestApp;
  let adminId: number;
  let memberId: number;
  let vendorCompanyId: number;

  const noticesOf = (userId: number, kindName: string) =>
    t.database.db
      .select({ title: notifications.title, link: notifications.link, readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kindName)));
  const announce = async (name: string, companyId: number) => {
    await sendJob(t.app, name, { companyId });
    await t.jobs.drain();
  };

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const admin = t.tokenFor('sponsor.admin@demo.test');
    adminId = await t.userId('sponsor.admin@demo.test');
    memberId = await t.userId('sponsor.member@demo.test');
    const vendorId = await t.userId('vendor.admin@demo.test');
    const [vendor] = await t.database.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.id, vendorId));
    vendorCompanyId = vendor?.companyId ?? 0;
    expect(vendorCompanyId).toBeGreaterThan(0);
    const folder = await t.request({
      method: 'POST',
      url: '/v2/watchlists/folders',
      token: admin,
      payload: { name: 'Vendors to follow' },
    });
    const id = folder.json().folders.find((f: { name: string }) => f.name === 'Vendors to follow').id;
    await t.request({
      method: 'POST',
      url: `/v2/watchlists/folders/${id}/companies`,
      token: admin,
      payload: { companyIds: [vendorCompanyId] },
    });
    await t.request({
      method: 'PUT',
      url: `/v2/watchlists/folders/${id}/shares`,
      token: admin,
      payload: { shares: [{ userId: memberId, role: 'VIEWER' }] },
    });
  });
  afterAll(async () => t.close());

  it('tells the owner and those the folder is shared with, once while unread', async () => {
    await announce(COMPANY_UPDATED_JOB, vendorCompanyId);
    const [owner] = await noticesOf(adminId, 'WATCHED_COMPANY_UPDATED');
    expect(owner?.title).toMatch(/ updated its profile$/);
    expect(owner?.link).toMatch(/^\/companies\/[a-z0-9-]+$/);
    expect(await noticesOf(memberId, 'WATCHED_COMPANY_UPDATED')).toHaveLength(1);

    // A second update while the first notice is unread adds nothing; once read, it is told again.
    await announce(COMPANY_UPDATED_JOB, vendorCompanyId);
    expect(await noticesOf(adminId, 'WATCHED_COMPANY_UPDATED')).toHaveLength(1);
    await t.database.db.update(notifications).set({ readAt: t.clock.now() }).where(eq(notifications.userId, adminId));
    await announce(COMPANY_UPDATED_JOB, vendorCompanyId);
    expect(await noticesOf(adminId, 'WATCHED_COMPANY_UPDATED')).toHaveLength(2);
    // The company's own people are not its watchers.
    expect(await noticesOf(await t.userId('vendor.admin@demo.test'), 'WATCHED_COMPANY_UPDATED')).toHaveLength(0);
  });

  it('leaves out a user who turned "watched companies" off', async () => {
    const member = t.tokenFor('sponsor.member@demo.test');
    const saved = await t.request({
      method: 'PUT',
      url: '/v1/users/preferences',
      token: member,
      payload: { messages: 'DIGEST_15_MIN', notifications: true, watchedCompanies: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ watchedCompanies: false, matches: true });
    await announce(LOOKING_FOR_PUBLISHED_JOB, vendorCompanyId);
    expect(await noticesOf(adminId, 'WATCHED_COMPANY_LOOKING_FOR')).toHaveLength(1);
    expect(await noticesOf(memberId, 'WATCHED_COMPANY_LOOKING_FOR')).toHaveLength(0);
  });

  it('is sent to the followers of a publication beside the job of its own name', async () => {
    const before = t.jobs.sent.length;
    await sendJob(t.app, 'request-matchmaking', { requestId: 999_999 });
    expect(t.jobs.sent.slice(before).map((job) => job.name)).toEqual([
      'request-matchmaking',
      'watchers-request-published',
    ]);
    await t.jobs.drain();
  });
});
