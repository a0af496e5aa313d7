import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { users } from '../user/index.js';
import { API_KEY_MESSAGES, hashApiKey } from './api-keys.auth.js';
import { apiKeys } from './api-keys.table.js';

const KEYS = '/v1/companies/me/api-keys';
const HOUR = 3_600_000;

interface KeyDto {
  id: string;
  name: string;
  scope: string;
  prefix: string;
  status: string;
  createdByName: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

describe.each(testDatabaseKinds(import.meta.url))('api keys (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = t.tokenFor('vendor.admin@demo.test');
  });
  afterAll(async () => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  const create = (payload: Record<string, unknown>, token = admin) =>
    t.request({ method: 'POST', url: KEYS, token, payload });
  async function newKey(scope = 'READ_WRITE', token = admin, extra: Record<string, unknown> = {}) {
    counter += 1;
    const res = await create({ name: `Integration ${counter}`, scope, ...extra }, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { apiKey: KeyDto; secret: string };
  }
  const withKey = (key: string, url: string, method = 'GET', payload?: unknown) =>
    t.request({ method, url, token: key, payload });

  it('creates a key shown once: tbk_ and 40 characters, stored only as its SHA-256', async () => {
    const { apiKey, secret } = await newKey('READ_ONLY');
    expect(secret).toMatch(/^tbk_[A-Za-z0-9_-]{40}$/);
    expect(apiKey).toMatchObject({
      scope: 'READ_ONLY',
      status: 'ACTIVE',
      prefix: secret.slice(0, 8),
      lastUsedAt: null,
    });
    expect(apiKey.createdByName).toBe(await creatorName('vendor.admin@demo.test'));
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row?.secretHash).toBe(hashApiKey(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(8));
    const listed = (await t.request({ url: KEYS, token: admin })).json() as KeyDto[];
    expect(JSON.stringify(listed)).not.toContain(secret.slice(8));
  });

  it('lists the company keys newest first, to its admin only', async () => {
    await newKey();
    t.clock.advance(HOUR);
    const { apiKey: newest } = await newKey();
    const listed = (await t.request({ url: KEYS, token: admin })).json() as KeyDto[];
    expect(listed[0]?.id).toBe(newest.id);
    const member = await t.request({ url: KEYS, token: t.tokenFor('vendor.member@demo.test') });
    expect(member.statusCode).toBe(403);
    const otherAdmin = (await t.request({ url: KEYS, token: t.tokenFor('sponsor.admin@demo.test') })).json();
    expect(otherAdmin).toEqual([]);
  });

  it("seeds the demo vendor's company with a used READ_ONLY key and a revoked one", async () => {
    const listed = (await t.request({ url: KEYS, token: admin })).json() as KeyDto[];
    const analytics = listed.find((k) => k.name === 'Analytics export');
    expect(analytics).toMatchObject({ scope: 'READ_ONLY', status: 'ACTIVE' });
    expect(listed.find((k) => k.name === 'Old CRM sync')?.status).toBe('REVOKED');
    const usage = (await t.request({ url: `${KEYS}/${analytics?.id}/usage?days=7`, token: admin })).json() as {
      requests: number;
    }[];
    expect(usage.reduce((sum, d) => sum + d.requests, 0)).toBeGreaterThan(0);
  });

  it('words what is wrong with the name, the expiry', async () => {
    const blank = await create({ name: '   ', scope: 'READ_ONLY' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ details: [{ field: 'name' }] });
    const long = await create({ name: 'x'.repeat(81), scope: 'READ_ONLY' });
    expect(long.json()).toMatchObject({ details: [{ field: 'name', message: 'Keep the name to 80 characters.' }] });
    await create({ name: 'Warehouse sync', scope: 'READ_ONLY' });
    const taken = await create({ name: ' warehouse SYNC ', scope: 'READ_WRITE' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ details: [{ field: 'name' }] });
    const past = await create({ name: 'Past', scope: 'READ_ONLY', expiresAt: '2020-01-01T00:00:00.000Z' });
    expect(past.json()).toMatchObject({ details: [{ field: 'expiresAt' }] });
    const far = await create({ name: 'Far', scope: 'READ_ONLY', expiresAt: '2029-01-01T00:00:00.000Z' });
    expect(far.json()).toMatchObject({ details: [{ field: 'expiresAt' }] });
  });

  it('refuses a 21st active key with a clear message', async () => {
    const token = t.tokenFor('site.admin@demo.test');
    for (let i = 0; i < 20; i += 1) await newKey('READ_ONLY', token);
    const res = await create({ name: 'One too many', scope: 'READ_ONLY' }, token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ApiKeyLimit' });
    expect((res.json() as { message: string }).message).toContain('20 active API keys');
  });

  it('authenticates a call with the key as its creator; revoked, it is refused at once (revoke is idempotent)', async () => {
    const { apiKey, secret } = await newKey();
    const current = await withKey(secret, '/v1/api-keys/current');
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      id: apiKey.id,
      scope: 'READ_WRITE',
      userId: await t.userId('vendor.admin@demo.test'),
    });
    const revoke = () => t.request({ method: 'POST', url: `${KEYS}/${apiKey.id}/revoke`, token: admin });
    const first = (await revoke()).json() as KeyDto;
    expect(first.status).toBe('REVOKED');
    t.clock.advance(HOUR);
    const again = await revoke();
    expect(again.statusCode).toBe(200);
    expect((again.json() as KeyDto).revokedAt).toBe(first.revokedAt);
    const refused = await withKey(secret, '/v1/api-keys/current');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 'ApiKeyInvalid', message: API_KEY_MESSAGES.invalid });
  });

  it('refuses an expired key and an unknown one with 401', async () => {
    const { apiKey, secret } = await newKey('READ_ONLY', admin, {
      expiresAt: new Date(TEST_NOW.getTime() + HOUR).toISOString(),
    });
    expect((await withKey(secret, '/v1/api-keys/current')).statusCode).toBe(200);
    t.clock.advance(2 * HOUR);
    const expired = await withKey(secret, '/v1/api-keys/current');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ message: API_KEY_MESSAGES.invalid });
    const listed = (await t.request({ url: KEYS, token: admin })).json() as KeyDto[];
    expect(listed.find((k) => k.id === apiKey.id)?.status).toBe('EXPIRED');
    expect((await withKey(`tbk_${'A'.repeat(40)}`, '/v1/api-keys/current')).statusCode).toBe(401);
  });

  it("answers 404 for another company's key", async () => {
    const { apiKey } = await newKey();
    const foreign = await t.request({
      method: 'POST',
      url: `${KEYS}/${apiKey.id}/revoke`,
      token: t.tokenFor('sponsor.admin@demo.test'),
    });
    expect(foreign.statusCode).toBe(404);
    const usage = await t.request({ url: `${KEYS}/${apiKey.id}/usage`, token: t.tokenFor('sponsor.admin@demo.test') });
    expect(usage.statusCode).toBe(404);
  });

  it('refuses key management while impersonating, and to any key caller', async () => {
    const vendorAdmin = await t.userId('vendor.admin@demo.test');
    const impersonating = await t.request({ url: KEYS, token: t.adminToken(), impersonate: vendorAdmin });
    expect(impersonating.statusCode).toBe(403);
    const { secret } = await newKey('READ_WRITE');
    expect((await withKey(secret, KEYS)).statusCode).toBe(403);
    expect((await withKey(secret, KEYS, 'POST', { name: 'Minted', scope: 'READ_WRITE' })).statusCode).toBe(403);
    const asSomeone = await t.request({ url: '/v1/api-keys/current', token: secret, impersonate: vendorAdmin });
    expect(asSomeone.statusCode).toBe(403);
    const session = await withKey(secret, '/v1/sessions', 'POST', { rememberMe: false });
    expect(session.statusCode).toBe(403);
  });

  it('refuses a READ_ONLY key on a route that changes things, accepts it on a readOnlySafe one', async () => {
    const { secret } = await newKey('READ_ONLY');
    const change = await withKey(secret, '/v1/users/compare-list', 'POST', { companyId: 1 });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual({ code: 'ApiKeyReadOnly', message: API_KEY_MESSAGES.readOnly });
    const usage = await withKey(secret, '/v1/api-keys/current/usage', 'POST', { cost: 1, error: false });
    expect(usage.statusCode).toBe(204);
    const { secret: writer } = await newKey('READ_WRITE');
    const written = await withKey(writer, '/v1/users/compare-list', 'POST', { companyId: 1 });
    expect(written.json()).not.toMatchObject({ code: 'ApiKeyReadOnly' });
  });

  it('counts usage per UTC day in one upsert, fills empty days and marks the last use to the minute', async () => {
    const { apiKey, secret } = await newKey('READ_ONLY');
    t.clock.set(new Date('2026-03-02T23:58:30.000Z'));
    await withKey(secret, '/v1/api-keys/current/usage', 'POST', { cost: 5, error: false });
    await withKey(secret, '/v1/api-keys/current/usage', 'POST', { cost: 3, error: true });
    t.clock.set(new Date('2026-03-03T00:01:10.000Z'));
    await withKey(secret, '/v1/api-keys/current/usage', 'POST', { cost: 2, error: false });
    const usage = await t.request({ url: `${KEYS}/${apiKey.id}/usage?days=3`, token: admin });
    expect(usage.json()).toEqual([
      { day: '2026-03-01', requests: 0, errors: 0, cost: 0 },
      { day: '2026-03-02', requests: 2, errors: 1, cost: 8 },
      { day: '2026-03-03', requests: 1, errors: 0, cost: 2 },
    ]);
    const all = (await t.request({ url: `${KEYS}/usage?days=2`, token: admin })).json() as {
      apiKeyId: string;
      days: unknown[];
    }[];
    expect(all.find((u) => u.apiKeyId === apiKey.id)?.days).toHaveLength(2);
    const listed = (await t.request({ url: KEYS, token: admin })).json() as KeyDto[];
    expect(listed.find((k) => k.id === apiKey.id)?.lastUsedAt).toBe('2026-03-03T00:01:00.000Z');
    const tooMany = await t.request({ url: `${KEYS}/usage?days=91`, token: admin });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Ask for 1 to 90 days of usage.');
  });

  it('stops a key whose creator was deactivated, with a message saying why; the list keeps it', async () => {
    const token = t.tokenFor('pastdue.admin@demo.test');
    const { apiKey, secret } = await newKey('READ_ONLY', token);
    await t.database.db.update(users).set({ active: false }).where(eq(users.email, 'pastdue.admin@demo.test'));
    const res = await withKey(secret, '/v1/api-keys/current');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'ApiKeyOwnerUnusable', message: API_KEY_MESSAGES.ownerUnusable });
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row?.revokedAt).toBeNull();
  });

  it('answers /v1/api-keys/current with 401 to a person', async () => {
    expect((await t.request({ url: '/v1/api-keys/current', token: admin })).statusCode).toBe(401);
  });

  async function creatorName(email: string): Promise<string> {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    return `${row?.firstName} ${row?.lastName}`;
  }
});
