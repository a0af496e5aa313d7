import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';
import { SESSION_ENDED_MESSAGE } from './session.check.js';
import { SESSION_LIFETIMES } from './session.rules.js';
import { sessions } from './session.table.js';

const MINUTE = 60_000;
const EMAIL = 'vendor.member@demo.test';

describe.each(testDatabaseKinds(import.meta.url))('sessions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  const start = async (rememberMe = false, token = t.tokenFor(EMAIL)): Promise<string> => {
    const created = await t.request({ method: 'POST', url: '/v1/sessions', token, payload: { rememberMe } });
    expect(created.statusCode).toBe(201);
    return created.json().secret as string;
  };
  /** A session call as the bff makes it: the tokens plus X-Session-Id. */
  const call = (secret: string, url = '/v1/users/compare-list', token = t.tokenFor(EMAIL)) =>
    t.request({ url, token, headers: { 'x-session-id': secret } });
  const refused = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'SessionEnded', message: SESSION_ENDED_MESSAGE });
  };

  it('starts a session whose secret is not what the table stores, and checks it on every call', async () => {
    const secret = await start();
    expect((await call(secret)).statusCode).toBe(200);
    const stored = await t.database.db.select({ id: sessions.id }).from(sessions);
    expect(stored.map((row) => row.id)).not.toContain(secret);
    const current = (await call(secret, '/v1/sessions/current')).json();
    expect(current).toMatchObject({ rememberMe: false });
    expect(Date.parse(current.absoluteExpiresAt) - Date.parse(current.createdAt)).toBe(
      SESSION_LIFETIMES.standard.absoluteMs,
    );
  });

  it('refuses an unknown secret, and a session used with another identity’s tokens', async () => {
    refused(await call('not-a-session'));
    const secret = await start();
    refused(await call(secret, '/v1/users/compare-list', t.tokenFor('vendor.admin@demo.test')));
  });

  it('ends at sign-out: the same secret is refused afterwards', async () => {
    const secret = await start();
    const out = await t.request({
      method: 'DELETE',
      url: '/v1/sessions/current',
      token: t.tokenFor(EMAIL),
      headers: { 'x-session-id': secret },
    });
    expect(out.statusCode).toBe(204);
    refused(await call(secret));
  });

  it('ends after 2 hours without a request, but not while requests keep coming', async () => {
    const secret = await start();
    for (let i = 0; i < 4; i++) {
      t.clock.advance(90 * MINUTE);
      expect((await call(secret)).statusCode).toBe(200);
    }
    t.clock.advance(SESSION_LIFETIMES.standard.idleMs);
    refused(await call(secret));
  });

  it('ends 12 hours after it started however busy it is; remember-me lasts 30 days', async () => {
    const standard = await start(false);
    const remembered = await start(true);
    for (let elapsed = 0; elapsed < SESSION_LIFETIMES.standard.absoluteMs; elapsed += 60 * MINUTE) {
      expect((await call(standard)).statusCode).toBe(200);
      t.clock.advance(60 * MINUTE);
    }
    refused(await call(standard));
    expect((await call(remembered)).statusCode).toBe(200);
    t.clock.advance(6 * 24 * 60 * MINUTE);
    expect((await call(remembered)).statusCode).toBe(200);
    t.clock.advance(8 * 24 * 60 * MINUTE);
    refused(await call(remembered));
  });

  it('renews at a password change: every older session of the identity ends, the new one works', async () => {
    const [first, second] = [await start(), await start()];
    const renewed = await t.request({
      method: 'POST',
      url: '/v1/sessions/current/renew',
      token: t.tokenFor(EMAIL),
      headers: { 'x-session-id': first },
      payload: { reason: 'password_changed' },
    });
    expect(renewed.statusCode).toBe(201);
    refused(await call(first));
    refused(await call(second));
    expect((await call(renewed.json().secret)).statusCode).toBe(200);
  });

  it('ends the sessions of a user, and of every user of a company, deactivated by any path', async () => {
    const member = await start();
    const colleague = await start(false, t.tokenFor('vendor.admin@demo.test'));
    await t.database.db.update(users).set({ active: false }).where(eq(users.email, EMAIL));
    await t.database.db.update(users).set({ active: true }).where(eq(users.email, EMAIL));
    refused(await call(member));
    expect((await call(colleague, '/v1/users/compare-list', t.tokenFor('vendor.admin@demo.test'))).statusCode).toBe(
      200,
    );
    const [admin] = await t.database.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.email, 'vendor.admin@demo.test'));
    const companyId = admin?.companyId ?? 0;
    await t.database.db.update(companies).set({ active: false }).where(eq(companies.id, companyId));
    await t.database.db.update(companies).set({ active: true }).where(eq(companies.id, companyId));
    refused(await call(colleague, '/v1/users/compare-list', t.tokenFor('vendor.admin@demo.test')));
  });

  it('keeps calls without X-Session-Id (partner bearer tokens) working as before', async () => {
    expect((await t.request({ url: '/v1/users/compare-list', token: t.tokenFor(EMAIL) })).statusCode).toBe(200);
  });
});
