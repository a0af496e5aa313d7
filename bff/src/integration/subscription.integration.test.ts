import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../testing/cookie.jar.js';
import { startIntegration, type IntegrationEnv } from '../testing/integration.js';

const START_CARD =
  'mutation($input: StartCardSetupInput!) { startCardSetup(input: $input) { url errors { code field message } } }';
const OFFERINGS =
  '{ subscriptionOfferings { companyType canPurchase offerings { code yearly { priceId price { amountCents } } } } }';
const BUY =
  'mutation($input: CreateSubscriptionInput!) { createSubscription(input: $input) { confirmation subscription { plan status period code } payment { id status amount { amountCents } receiptUrl } errors { code field message } } }';

interface BuyData {
  createSubscription: {
    confirmation: string | null;
    subscription: { plan: string; status: string; period: string | null; code: string | null } | null;
    payment: { id: string; status: string; amount: { amountCents: number }; receiptUrl: string | null } | null;
    errors: { code: string; field: string | null; message: string }[];
  };
}

let env: IntegrationEnv;
beforeAll(async () => {
  env = await startIntegration();
});
afterAll(async () => {
  await env?.stop();
});

const signedIn = async (email: string): Promise<CookieJar> => {
  const jar = new CookieJar();
  expect((await env.signIn(jar, email)).data?.signIn.errors).toEqual([]);
  return jar;
};

/** Opens the card page through the bff (as the browser does) and submits its form. */
async function addCard(jar: CookieJar, number: string): Promise<Response> {
  const started = await env.gql<{ startCardSetup: { url: string | null } }>(jar, START_CARD, {
    input: { returnPath: '/subscriptions?checkout=1#offerings' },
  });
  const url = started.data?.startCardSetup.url ?? '';
  expect(url).toMatch(/\/payments\/local\/cards\/[\w-]{43}$/);
  const page = await fetch(`${env.url}${new URL(url).pathname}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Card number');
  const form = new URLSearchParams({
    number,
    expMonth: '12',
    expYear: String(new Date().getUTCFullYear() + 2),
    cvc: '123',
    name: 'Victor Lindqvist',
    action: 'save',
  });
  return fetch(`${env.url}${new URL(url).pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: env.url },
    body: form.toString(),
  });
}

describe('subscriptions end to end (bff → api → local gateway)', () => {
  it('lets the trialing vendor admin add 4242 on the card page and buy Innovator yearly', async () => {
    const jar = await signedIn('vendor.admin@demo.test');
    const saved = await addCard(jar, '4242 4242 4242 4242');
    expect(saved.status).toBe(303);
    expect(
      new URL(saved.headers.get('location') ?? '').pathname + new URL(saved.headers.get('location') ?? '').search,
    ).toBe('/subscriptions?checkout=1&card=saved');

    const offerings = await env.gql<{
      subscriptionOfferings: {
        companyType: string;
        canPurchase: boolean;
        offerings: { code: string; yearly: { priceId: string; price: { amountCents: number } } }[];
      };
    }>(jar, OFFERINGS);
    const offering = offerings.data?.subscriptionOfferings;
    expect(offering).toMatchObject({
      companyType: 'VENDOR',
      canPurchase: true,
      offerings: [
        { code: 'INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_MID', yearly: { price: { amountCents: 320_000 } } },
      ],
    });

    const bought = await env.gql<BuyData>(jar, BUY, { input: { priceId: offering?.offerings[0]?.yearly.priceId } });
    expect(bought.data?.createSubscription).toMatchObject({
      confirmation: 'PAYMENT_RECEIVED',
      subscription: {
        plan: 'INNOVATOR',
        status: 'ACTIVE',
        period: 'YEAR',
        code: 'INNOVATOR_CRO_TECHNOLOGY_SERVICE_PROVIDER_MID',
      },
      payment: { status: 'SUCCEEDED', amount: { amountCents: 256_000 } },
      errors: [],
    });
    const viewer = await env.gql<{ viewer: { subscription: { status: string; period: string } } }>(
      jar,
      '{ viewer { subscription { status period } } }',
    );
    expect(viewer.data?.viewer.subscription).toEqual({ status: 'ACTIVE', period: 'YEAR' });

    const receipt = bought.data?.createSubscription.payment?.receiptUrl ?? '';
    const page = await fetch(`${env.url}${new URL(receipt).pathname}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('$2,560.00');
  });

  it('keeps a declined card off the card page, and answers FAILED_TO_SUBSCRIBE when the card on file fails', async () => {
    const jar = await signedIn('pastdue.admin@demo.test');
    const declined = await addCard(jar, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');

    const offerings = await env.gql<{ subscriptionOfferings: { offerings: { yearly: { priceId: string } }[] } }>(
      jar,
      OFFERINGS,
    );
    // The seeded card on file is 4000…0341: saved, but its charges fail.
    const bought = await env.gql<BuyData>(jar, BUY, {
      input: { priceId: offerings.data?.subscriptionOfferings.offerings[0]?.yearly.priceId },
    });
    expect(bought.data?.createSubscription).toMatchObject({
      confirmation: 'FAILED_TO_SUBSCRIBE',
      subscription: { status: 'PAST_DUE' },
      errors: [{ code: 'CARD_NOT_VALID', field: null, message: 'Your card is not valid. Please use another card.' }],
    });
  });

  it("refuses a sponsor member with Subscription_351's message", async () => {
    const jar = await signedIn('sponsor.member@demo.test');
    const offerings = await env.gql<{
      subscriptionOfferings: { canPurchase: boolean; offerings: { yearly: { priceId: string } }[] };
    }>(jar, OFFERINGS);
    expect(offerings.data?.subscriptionOfferings.canPurchase).toBe(false);
    const bought = await env.gql<BuyData>(jar, BUY, {
      input: { priceId: offerings.data?.subscriptionOfferings.offerings[0]?.yearly.priceId },
    });
    expect(bought.data?.createSubscription).toEqual({
      confirmation: null,
      subscription: null,
      payment: null,
      errors: [
        {
          code: 'SUBSCRIPTION_ADMIN_ONLY',
          field: null,
          message: 'Only your company administrator can purchase subscription.',
        },
      ],
    });
  });

  it('shows sponsor.admin the seeded payment history with working receipt links', async () => {
    const jar = await signedIn('sponsor.admin@demo.test');
    const history = await env.gql<{
      subscriptionPayments: { totalElements: number; items: { id: string; receiptUrl: string }[] };
    }>(jar, '{ subscriptionPayments { totalElements items { id receiptUrl } } }');
    expect(history.data?.subscriptionPayments.totalElements).toBe(2);
    const first = history.data?.subscriptionPayments.items[0];
    const page = await fetch(`${env.url}${new URL(first?.receiptUrl ?? 'http://x/').pathname}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Helixa Biotherapeutics');
  });
});
