import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { users } from '../user/index.js';
import { createUnsubscribeToken } from './unsubscribe-token.js';

describe.each(testDatabaseKinds(import.meta.url))('POST /v1/users/preferences/email-unsubscribe (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  const userRow = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

  it('unsubscribes with a signed token and refuses a forged one', async () => {
    const id = await t.userId('sponsor.member@demo.test');
    const ok = await t.request({
      method: 'POST',
      url: '/v1/users/preferences/email-unsubscribe',
      payload: { token: createUnsubscribeToken(id, 'test-api-secret') },
    });
    expect(ok.statusCode).toBe(204);
    expect((await userRow('sponsor.member@demo.test'))?.emailUnsubscribedAt).not.toBeNull();
    const forged = await t.request({
      method: 'POST',
      url: '/v1/users/preferences/email-unsubscribe',
      payload: { token: createUnsubscribeToken(id, 'wrong-secret') },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('token is invalid');
  });
});
