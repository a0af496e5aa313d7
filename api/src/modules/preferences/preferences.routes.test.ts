import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { TEST_API_SECRET } from '../../testing/test-app.js';
import { createUnsubscribeToken } from '../account/index.js';

const MEMBER = 'sponsor.member@demo.test';
const OTHER = 'vendor.member@demo.test';

describe.each(testDatabaseKinds(import.meta.url))('/v1/users/preferences (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  const get = (email: string) => t.request({ url: '/v1/users/preferences', token: t.tokenFor(email) });
  const put = (email: string, payload: unknown, impersonate?: number) =>
    t.request({
      method: 'PUT',
      url: '/v1/users/preferences',
      token: impersonate === undefined ? t.tokenFor(email) : t.adminToken(),
      payload,
      ...(impersonate === undefined ? {} : { impersonate }),
    });

  it('answers the defaults to a user who never saved any', async () => {
    const response = await get(OTHER);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      messages: 'DIGEST_15_MIN',
      notifications: true,
      matches: true,
      watchedCompanies: true,
      unsubscribedAt: null,
    });
  });

  it('saves matches (matchmaking in the bell); a client leaving it out keeps the saved value', async () => {
    const off = await put(MEMBER, { messages: 'DIGEST_15_MIN', notifications: true, matches: false });
    expect(off.json()).toMatchObject({ matches: false });
    const kept = await put(MEMBER, { messages: 'DAILY', notifications: true });
    expect(kept.json()).toMatchObject({ messages: 'DAILY', matches: false });
    expect((await get(MEMBER)).json()).toMatchObject({ matches: false });
    expect((await put(MEMBER, { messages: 'DIGEST_15_MIN', notifications: true, matches: true })).json()).toMatchObject(
      {
        matches: true,
      },
    );
    expect((await put(MEMBER, { messages: 'OFF', notifications: true, matches: 'no' })).statusCode).toBe(400);
  });

  it("saves the caller's own preferences only", async () => {
    const saved = await put(MEMBER, { messages: 'DAILY', notifications: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ messages: 'DAILY', notifications: false });
    expect((await get(MEMBER)).json()).toMatchObject({ messages: 'DAILY', notifications: false });
    expect((await get(OTHER)).json()).toMatchObject({ messages: 'DIGEST_15_MIN', notifications: true });
  });

  it('shows an unsubscribe, and saving lifts it', async () => {
    const id = await t.userId(MEMBER);
    await t.request({
      method: 'POST',
      url: '/v1/users/preferences/email-unsubscribe',
      payload: { token: createUnsubscribeToken(id, TEST_API_SECRET) },
    });
    expect((await get(MEMBER)).json().unsubscribedAt).toBe(t.clock.now().toISOString());
    const saved = await put(MEMBER, { messages: 'DIGEST_15_MIN', notifications: true });
    expect(saved.json().unsubscribedAt).toBeNull();
  });

  it.each<[Record<string, unknown>, string]>([
    [{ messages: 'HOURLY', notifications: true }, 'messages'],
    [{ messages: 'OFF', notifications: 'yes' }, 'notifications'],
    [{ messages: 'OFF' }, 'notifications'],
    [{ messages: null, notifications: true }, 'messages'],
  ])('refuses %j with 400 (%s)', async (payload) => {
    const response = await put(MEMBER, payload);
    expect(response.statusCode).toBe(400);
  });

  it('has no product news setting: an old client sending one saves the rest, and it is never answered', async () => {
    // Nothing sends product news; like every unknown field the api drops it rather than storing it.
    const saved = await put(OTHER, { messages: 'DAILY', notifications: false, productNews: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      messages: 'DAILY',
      notifications: false,
      matches: true,
      watchedCompanies: true,
      unsubscribedAt: null,
    });
    expect((await get(OTHER)).json()).not.toHaveProperty('productNews');
    await put(OTHER, { messages: 'DIGEST_15_MIN', notifications: true });
  });

  it('refuses anonymous callers', async () => {
    expect((await t.request({ url: '/v1/users/preferences' })).statusCode).toBe(401);
  });

  it('lets an admin impersonating a user read but not change their preferences', async () => {
    const id = await t.userId(OTHER);
    const read = await t.request({ url: '/v1/users/preferences', token: t.adminToken(), impersonate: id });
    expect(read.statusCode).toBe(200);
    const write = await put(OTHER, { messages: 'OFF', notifications: false }, id);
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toContain('not while impersonating');
    expect((await get(OTHER)).json().messages).toBe('DIGEST_15_MIN');
  });
});
