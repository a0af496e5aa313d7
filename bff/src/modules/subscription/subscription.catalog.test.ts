import { describe, expect, it } from 'vitest';
import { CookieJar } from '../../testing/cookie.jar.js';
import type { SubscriptionCatalogDto } from './subscription.api.js';
import { OPTIONS, useVendorAdmin } from './subscription.harness.js';

const s = useVendorAdmin();

const CATALOG: SubscriptionCatalogDto = {
  explorer: {
    plan: 'EXPLORER',
    name: 'Explorer (from the api)',
    summary: 'The free plan, as the api words it.',
    includes: ['Search', 'Compare two'],
    limits: ['Two at a time'],
  },
  innovator: { plan: 'INNOVATOR', name: 'Innovator', summary: 'Full access.', includes: ['Everything'], limits: [] },
};

describe('subscriptionCatalog', () => {
  it("answers the api's catalog to anyone, word for word, and asks the api once", async () => {
    s.h.api.routes.on('get', '/subscriptions/catalog', () => [200, CATALOG], { public: true });
    const query =
      '{ subscriptionCatalog { explorer { plan name summary includes limits } innovator { plan includes limits } } }';
    const first = await s.h.gql(query, {}, { jar: new CookieJar() });
    expect(first.data).toEqual({
      subscriptionCatalog: {
        explorer: { ...CATALOG.explorer },
        innovator: { plan: 'INNOVATOR', includes: ['Everything'], limits: [] },
      },
    });
    await s.h.gql(query, {}, { jar: s.admin });
    expect(s.calls('GET', '/v1/subscriptions/catalog')).toHaveLength(1);
  });
});

describe('SubscriptionOption.name', () => {
  it('names an option as the api names its type code, as its offering', async () => {
    const { data } = await s.h.gql(
      'query { subscriptionOfferings(companyType: VENDOR) { offerings { name monthly { name } yearly { name } } } }',
      {},
      { jar: new CookieJar() },
    );
    const [offering] = (data?.subscriptionOfferings as { offerings: { name: string; monthly: { name: string } }[] })
      .offerings;
    expect(offering?.monthly.name).toBe(offering?.name);
    expect(offering?.name).toBe(OPTIONS[0]?.name);
  });
});
