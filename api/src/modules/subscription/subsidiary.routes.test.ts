import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { getAs, priceIdOf, sendAs } from './subscription.testing.js';

const HELIXA = 'sponsor.admin@demo.test';

describe.each(testDatabaseKinds(import.meta.url))('subsidiary routes (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  it('covers up to three subsidiaries with a parent subscription (admin group only)', async () => {
    const helixa = (await getAs(t, HELIXA, '/v1/subscriptions/users/current/details')).json();
    const rareVoices = (await getAs(t, 'new.user@demo.test', '/v1/subscriptions/users/current/details')).json()
      .companyId;
    const link = (token: string) =>
      t.request({ method: 'PUT', url: `/v1/subscriptions/${helixa.id}/subsidiaries/${rareVoices}`, token });
    expect((await link(t.tokenFor(HELIXA))).statusCode).toBe(403);
    expect((await link(t.adminToken())).statusCode).toBe(204);
    expect((await getAs(t, 'new.user@demo.test', '/v1/subscriptions/users/current/details')).json()).toMatchObject({
      plan: 'INNOVATOR',
      status: 'ACTIVE',
      parentCompanyName: 'Helixa Biotherapeutics',
      canManageBilling: false,
      billingAdmin: false,
    });
    expect((await getAs(t, HELIXA, '/v1/subscriptions/users/current/details')).json().subsidiaries).toEqual([
      { id: rareVoices, name: 'Rare Voices Alliance' },
    ]);
    expect(
      (
        await sendAs(t, 'maya.lopez@rarevoices.example', 'POST', '/v1/subscriptions', {
          priceId: await priceIdOf(t, 'innovator_patients_advocacy', 'YEAR'),
        })
      ).json(),
    ).toMatchObject({ code: 'Subscription_351' });
  });
});
