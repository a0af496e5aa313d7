import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageThreads, threadParticipants } from '../messaging/index.js';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { NOT_AN_EXPERT_MESSAGE, SELF_MESSAGE } from './commons.limits.js';

const listing = {
  kinds: ['Medical Writer'],
  headline: 'Plain-language summaries',
  bio: 'I write lay summaries of trial results.',
  listed: true,
};

describe.each(testDatabaseKinds(import.meta.url))('commons experts (%s)', (kind) => {
  let t: TestApp;
  let sponsorMember: string;
  let vendorAdminId: number;
  let siteAdminId: number;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    sponsorMember = t.tokenFor('sponsor.member@demo.test');
    vendorAdminId = await t.userId('vendor.admin@demo.test');
    siteAdminId = await t.userId('site.admin@demo.test');
  });
  afterAll(async () => t.close());

  const call = (token: string | undefined, method: string, url: string, payload?: object) =>
    t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

  it('shows visitors the listed experts, by kind and words, with name, company, headline and kinds', async () => {
    const all = (await call(undefined, 'GET', '/v1/commons/experts?size=100')).json();
    expect(all.totalElements).toBe(8);
    const byKind = (await call(undefined, 'GET', '/v1/commons/experts?kind=Clinical%20Data%20Manager')).json();
    expect(byKind.content.map((e: { name: string }) => e.name).sort()).toHaveLength(2);
    const words = (await call(undefined, 'GET', '/v1/commons/experts?q=meridian%20monitoring')).json();
    expect(words.content).toHaveLength(1);
    expect(words.content[0]).toMatchObject({
      userId: vendorAdminId,
      company: { name: 'Meridian Clinical Research' },
      kinds: ['Clinical Research Associate', 'Quality Auditor'],
      headline: 'Risk-based monitoring across oncology and rare disease',
    });
  });

  it('lists, updates and unlists the caller; refuses unknown kinds, long texts and visitors', async () => {
    expect((await call(sponsorMember, 'GET', '/v1/commons/experts/me')).json()).toEqual({ expert: null });
    const saved = await call(sponsorMember, 'PUT', '/v1/commons/experts/me', listing);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Marcus Chen', kinds: ['Medical Writer'], listed: true });
    const shown = (await call(undefined, 'GET', '/v1/commons/experts?kind=Medical%20Writer')).json();
    expect(shown.content.map((e: { name: string }) => e.name)).toContain('Marcus Chen');

    for (const [body, field] of [
      [{ ...listing, kinds: ['Astrologer'] }, 'kinds'],
      [{ ...listing, kinds: [] }, 'kinds'],
      [{ ...listing, headline: 'x'.repeat(121) }, 'headline'],
      [{ ...listing, headline: '  ' }, 'headline'],
      [{ ...listing, bio: 'x'.repeat(1001) }, 'bio'],
    ] as const) {
      const res = await call(sponsorMember, 'PUT', '/v1/commons/experts/me', body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().details[0].field).toBe(field);
    }
    expect((await call(undefined, 'PUT', '/v1/commons/experts/me', listing)).statusCode).toBe(401);

    await call(sponsorMember, 'PUT', '/v1/commons/experts/me', { ...listing, listed: false });
    const hidden = (await call(undefined, 'GET', '/v1/commons/experts?kind=Medical%20Writer')).json();
    expect(hidden.content.map((e: { name: string }) => e.name)).not.toContain('Marcus Chen');
    expect((await call(sponsorMember, 'GET', '/v1/commons/experts/me')).json().expert.listed).toBe(false);
  });

  it('sends one conversation per expert into their personal inbox', async () => {
    const res = await call(sponsorMember, 'POST', '/v1/commons/experts/messages', {
      expertIds: [vendorAdminId, siteAdminId],
      body: 'Could you review our monitoring plan?',
    });
    expect(res.statusCode).toBe(201);
    const { threadIds } = res.json();
    expect(threadIds).toHaveLength(2);
    const [thread] = await t.database.db.select().from(messageThreads).where(eq(messageThreads.id, threadIds[0]));
    expect(thread).toMatchObject({ toCompanyId: null, aboutKind: 'COMMONS_EXPERT', aboutId: vendorAdminId });
    const participant = await t.database.db
      .select()
      .from(threadParticipants)
      .where(and(eq(threadParticipants.threadId, threadIds[0]), eq(threadParticipants.userId, vendorAdminId)));
    expect(participant).toHaveLength(1);
    // The expert reads it in their personal inbox.
    const inbox = (await call(t.tokenFor('vendor.admin@demo.test'), 'GET', '/v1/messages/threads')).json();
    expect(inbox.content.map((x: { id: number }) => x.id)).toContain(threadIds[0]);
    // The site admin does not see the vendor's conversation.
    const siteInbox = (await call(t.tokenFor('site.admin@demo.test'), 'GET', '/v1/messages/threads')).json();
    expect(siteInbox.content.map((x: { id: number }) => x.id)).not.toContain(threadIds[0]);
  });

  it('refuses messaging yourself, an unlisted person, more than 10, an empty message and visitors', async () => {
    const marcus = await t.userId('sponsor.member@demo.test');
    await call(sponsorMember, 'PUT', '/v1/commons/experts/me', listing);
    const send = (expertIds: number[], body = 'Hello') =>
      call(sponsorMember, 'POST', '/v1/commons/experts/messages', { expertIds, body });
    const self = await send([marcus]);
    expect(self.statusCode).toBe(400);
    expect(self.json().details[0]).toEqual({ field: 'expertIds', message: SELF_MESSAGE });
    const notListed = await send([999_999]);
    expect(notListed.json().details[0]).toEqual({ field: 'expertIds', message: NOT_AN_EXPERT_MESSAGE });
    const newUser = await send([await t.userId('vendor.member@demo.test'), await t.userId('new.user@demo.test')]);
    expect(newUser.statusCode).toBe(400);
    const tooMany = await send(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details[0].field).toBe('expertIds');
    expect((await send([vendorAdminId], '   ')).json().details[0].field).toBe('body');
    expect(
      (await call(undefined, 'POST', '/v1/commons/experts/messages', { expertIds: [vendorAdminId], body: 'Hi' }))
        .statusCode,
    ).toBe(401);
    const impersonating = await t.request({
      method: 'POST',
      url: '/v1/commons/experts/messages',
      token: t.adminToken(),
      impersonate: marcus,
      payload: { expertIds: [vendorAdminId], body: 'As someone else' },
    });
    expect(impersonating.statusCode).toBe(403);
  });
});
