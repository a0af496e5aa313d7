import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp, testDatabaseKinds } from '../../../testing/index.js';
import { cardPagePath, getAs, sendAs } from '../subscription.testing.js';

const HELIXA = 'sponsor.admin@demo.test';

describe.each(testDatabaseKinds(import.meta.url))('subscription billing routes (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  it('lists options filtered by company type, band, interval and code', async () => {
    const all = (await t.request({ url: '/v1/subscriptions/options' })).json() as unknown[];
    expect(all).toHaveLength(24);
    const vendor = (
      await t.request({ url: '/v1/subscriptions/options?companyType=Vendor&employeesBand=MID&interval=YEAR' })
    ).json();
    expect(vendor).toEqual([
      {
        priceId: 'price_local_innovator_cro_technology_service_provider_mid_year',
        code: 'innovator_cro_technology_service_provider_mid',
        interval: 'YEAR',
        amountCents: 320_000,
        currency: 'USD',
        name: 'Innovator for vendors (51-500 employees)',
        description: expect.any(String),
        free: false,
      },
    ]);
    const sponsor = (
      await t.request({ url: '/v1/subscriptions/options?companyType=Sponsor&employeesBand=LARGE&interval=MONTH' })
    ).json() as { code: string; amountCents: number }[];
    expect(sponsor.map((o) => [o.code, o.amountCents])).toEqual([
      ['innovator_sponsor_individual', 4_000],
      ['innovator_sponsor_team_large', 25_000],
    ]);
    expect((await t.request({ url: '/v1/subscriptions/options?companyType=Investor' })).json()).toEqual([]);
    expect(
      (await t.request({ url: '/v1/subscriptions/options?companyType=Site&code=innovator_site_network' })).json(),
    ).toHaveLength(2);
    expect((await t.request({ url: '/v1/subscriptions/options?interval=WEEK' })).statusCode).toBe(400);
  });

  it('answers the seeded customer and card, and 404 for a company without a customer', async () => {
    expect((await getAs(t, HELIXA, '/v1/subscriptions/customers')).json()).toEqual({
      id: 'cus_local_seed_helixa',
      email: HELIXA,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: TEST_NOW.getUTCFullYear() + 3 },
    });
    expect((await getAs(t, 'site.admin@demo.test', '/v1/subscriptions/customers')).statusCode).toBe(404);
  });

  it('creates the customer once, for billing managers only', async () => {
    const created = await sendAs(t, 'site.admin@demo.test', 'POST', '/v1/subscriptions/customers');
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      id: expect.stringMatching(/^cus_local_/),
      email: 'site.admin@demo.test',
      card: null,
    });
    expect((await sendAs(t, 'site.admin@demo.test', 'POST', '/v1/subscriptions/customers')).statusCode).toBe(200);
    expect((await sendAs(t, 'sponsor.member@demo.test', 'POST', '/v1/subscriptions/customers')).json()).toMatchObject({
      code: 'Subscription_351',
    });
  });

  it("answers both cards-management URLs as text, and 404 for another company's subscription", async () => {
    const first = await getAs(
      t,
      HELIXA,
      '/v1/subscriptions/customers/cards-management?cardCheck=true&returnPath=/dashboard/subscription',
    );
    expect(first.headers['content-type']).toContain('text/plain');
    expect(first.body).toMatch(/^http:\/\/app\.test\.invalid\/payments\/local\/cards\/[\w-]{43}$/);
    const id = (await getAs(t, HELIXA, '/v1/subscriptions/users/current')).json().id;
    expect((await getAs(t, HELIXA, `/v1/subscriptions/${id}/customers/cards-management?cardCheck=true`)).body).toMatch(
      /\/payments\/local\/cards\//,
    );
    expect(
      (await getAs(t, 'vendor.admin@demo.test', `/v1/subscriptions/${id}/customers/cards-management?cardCheck=true`))
        .statusCode,
    ).toBe(404);
    expect(
      (await getAs(t, HELIXA, '/v1/subscriptions/customers/cards-management?returnPath=//evil.example/x')).statusCode,
    ).toBe(400);
  });

  it.each(['https://evil.example/', '//evil.example/x', 'dashboard'])(
    'refuses the return path %s, worded for the user',
    async (returnPath) => {
      const res = await getAs(
        t,
        HELIXA,
        `/v1/subscriptions/customers/cards-management?returnPath=${encodeURIComponent(returnPath)}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { field: 'returnPath', message: 'returnPath must be a path of this site, starting with /.' },
      ]);
    },
  );

  it('serves the card page with labelled fields, explains mistakes and returns on Cancel', async () => {
    const url = (
      await getAs(
        t,
        HELIXA,
        '/v1/subscriptions/customers/cards-management?cardCheck=true&returnPath=/dashboard/subscription',
      )
    ).body;
    const page = await t.request({ url: cardPagePath(url) });
    expect(page.statusCode).toBe(200);
    for (const label of ['Card number', 'Expiry month', 'Expiry year', 'CVC', 'Name on card', 'Save card', 'Cancel'])
      expect(page.body).toContain(label);
    const post = (form: Record<string, string>) =>
      t.request({
        method: 'POST',
        url: cardPagePath(url),
        payload: new URLSearchParams(form).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const year = String(TEST_NOW.getUTCFullYear() + 1);
    expect(
      (
        await post({
          action: 'save',
          number: '4242 4242 4242 4241',
          expMonth: '1',
          expYear: year,
          cvc: '123',
          name: 'A',
        })
      ).body,
    ).toContain('Your card number is incorrect.');
    expect(
      (
        await post({
          action: 'save',
          number: '4242424242424242',
          expMonth: '1',
          expYear: '2020',
          cvc: '123',
          name: 'A',
        })
      ).body,
    ).toContain('expiration date is in the past');
    expect(
      (await post({ action: 'save', number: '4000000000000069', expMonth: '1', expYear: year, cvc: '123', name: 'A' }))
        .body,
    ).toContain('Your card has expired.');
    expect(
      (
        await post({
          action: 'save',
          number: '4242424242424242',
          expMonth: '1',
          expYear: year,
          cvc: '12',
          name: '<b>A</b>',
        })
      ).body,
    ).not.toContain('<b>A</b>');
    const cancel = await post({ action: 'cancel' });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('http://app.test.invalid/dashboard/subscription?card=canceled');
    expect((await t.request({ url: cardPagePath(url) })).statusCode).toBe(404);
    expect((await getAs(t, HELIXA, '/v1/subscriptions/customers')).json().card.last4).toBe('4242');
  });

  it('lists and selects discounts, refusing one the company does not have', async () => {
    const list = (await getAs(t, 'expired.admin@demo.test', '/v1/subscriptions/coupons')).json() as {
      code: string;
      selected: boolean;
    }[];
    expect(list).toEqual([
      expect.objectContaining({ code: 'strategic_partners_association_1', percentOff: 10, selected: true }),
    ]);
    const helixa = (await getAs(t, HELIXA, '/v1/subscriptions/coupons')).json();
    expect(helixa).toEqual([
      expect.objectContaining({
        id: 'early_adopters',
        code: 'early_adopters',
        percentOff: 20,
        duration: 'FOREVER',
        selected: true,
      }),
    ]);
    const vendor = await sendAs(t, 'vendor.admin@demo.test', 'PUT', '/v1/subscriptions/coupons', {
      discountId: 'inaugural_year_discount',
    });
    expect(vendor.json()).toEqual([
      expect.objectContaining({
        code: 'inaugural_year_discount',
        percentOff: 20,
        duration: 'FIRST_YEAR',
        selected: true,
      }),
    ]);
    expect(
      (await sendAs(t, 'vendor.admin@demo.test', 'PUT', '/v1/subscriptions/coupons', { discountId: 'early_adopters' }))
        .statusCode,
    ).toBe(400);
  });

  it("lists the payment history newest first with receipt links, and hides other companies' receipts", async () => {
    const page = (await getAs(t, HELIXA, '/v1/subscriptions/payments?page=0&size=10')).json();
    expect(page).toMatchObject({ totalElements: 2, totalPages: 1 });
    expect(page.content[0]).toMatchObject({
      status: 'SUCCEEDED',
      amountCents: 200_000,
      discountCents: 50_000,
      discountCode: 'early_adopters',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(new Date(page.content[0].createdAt) > new Date(page.content[1].createdAt)).toBe(true);
    const receipt = (await getAs(t, HELIXA, `/v1/subscriptions/payments/${page.content[0].id}`)).json();
    expect(receipt).toEqual({ paymentId: page.content[0].id, url: page.content[0].receiptUrl });
    const html = await t.request({ url: cardPagePath(receipt.url) });
    expect(html.body).toContain('Helixa Biotherapeutics');
    expect(html.body).toContain('Early adopters');
    expect(
      (await getAs(t, 'vendor.admin@demo.test', `/v1/subscriptions/payments/${page.content[0].id}`)).statusCode,
    ).toBe(404);
    expect((await t.request({ url: `${cardPagePath(receipt.url)}x` })).statusCode).toBe(404);
  });

  it('records and mails an invoice request', async () => {
    const res = await sendAs(t, HELIXA, 'POST', '/v1/subscriptions/invoice', {
      text: 'Please invoice us for the yearly team plan.',
    });
    expect(res.statusCode).toBe(201);
    expect(t.mails.at(-1)).toMatchObject({
      to: 'billing@trialbridge.example',
      subject: 'Invoice request from Helixa Biotherapeutics',
    });
    expect(t.mails.at(-1)?.text).toContain('Please invoice us for the yearly team plan.');
    expect((await sendAs(t, HELIXA, 'POST', '/v1/subscriptions/invoice', { text: '   ' })).statusCode).toBe(400);
  });

  it('schedules a period change for the next renewal', async () => {
    const id = (await getAs(t, HELIXA, '/v1/subscriptions/users/current')).json().id;
    const res = await sendAs(t, HELIXA, 'PUT', `/v1/subscriptions/${id}/options`, { period: 'MONTH' });
    expect(res.json()).toMatchObject({
      confirmation: 'INNOVATOR_UPDATED',
      subscription: { period: 'YEAR', scheduledPeriod: 'MONTH' },
    });
    expect(
      (await sendAs(t, HELIXA, 'PUT', `/v1/subscriptions/${id}/options`, { period: 'YEAR' })).json(),
    ).toMatchObject({ subscription: { period: 'YEAR', scheduledPeriod: null } });
    expect(
      (await sendAs(t, 'sponsor.member@demo.test', 'PUT', `/v1/subscriptions/${id}/options`, { period: 'MONTH' }))
        .statusCode,
    ).toBe(403);
  });

  it('switches to Explorer from an ended subscription, and refuses while paid Innovator is active', async () => {
    const res = await sendAs(t, 'expired.admin@demo.test', 'POST', '/v1/subscriptions/explorer');
    expect(res.json()).toMatchObject({
      confirmation: 'EXPLORER_STARTED',
      subscription: { plan: 'EXPLORER', status: 'ACTIVE', endDate: null, price: null },
    });
    const refused = await sendAs(t, HELIXA, 'POST', '/v1/subscriptions/explorer');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'InnovatorActive',
      message: 'Your company already has an active Innovator subscription. Cancel it first.',
    });
  });

  it('cancels a trial at once (INACTIVE)', async () => {
    const id = (await getAs(t, 'vendor.admin@demo.test', '/v1/subscriptions/users/current')).json().id;
    const res = await sendAs(t, 'vendor.admin@demo.test', 'DELETE', `/v1/subscriptions/${id}`);
    expect(res.json()).toMatchObject({
      confirmation: 'SUBSCRIPTION_DEACTIVATED',
      subscription: { status: 'INACTIVE', endReason: 'CANCELED', endDate: TEST_NOW.toISOString() },
    });
    expect((await sendAs(t, 'vendor.admin@demo.test', 'DELETE', `/v1/subscriptions/${id + 1000}`)).statusCode).toBe(
      404,
    );
  });
});
