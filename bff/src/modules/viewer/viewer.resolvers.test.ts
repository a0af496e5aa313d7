import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import type { ApiSchema } from '../../rest/rest.contract.js';

const VIEWER = `{ viewer {
  email isAdmin isImpersonated needsImpersonationTarget isInterestsRequired permissions
  user { id firstName companyId companyName role company { alias role { name type } } }
  subscription { plan status endDate period billingAdmin billingView }
} }`;

interface ViewerData {
  viewer: {
    email: string;
    isInterestsRequired: boolean;
    permissions: string[];
    user: { id: string; companyName: string; company: { role: { type: string } } | null } | null;
    subscription: { plan: string; status: string | null; endDate: string | null } | null;
  } | null;
}

const innovator: ApiSchema<'CurrentSubscriptionDto'> = {
  id: 5,
  plan: 'INNOVATOR',
  status: 'ACTIVE',
  endDate: '2026-12-31T00:00:00+02:00',
  period: 'YEAR',
  billingAdmin: true,
  billingView: 'CONTENT',
  typeCode: 'innovator_sponsor_team_mid',
  name: 'Innovator for sponsor teams (unlimited users)',
  inForce: true,
  reminder: null,
};
const vendorRole = { id: 3, name: 'CRO', type: 'Vendor' } as const;

let h: Harness;
const jars = new Map<string, CookieJar>();
const viewerOf = async (email: string) => {
  let jar = jars.get(email);
  if (!jar) {
    jar = new CookieJar();
    await h.signIn(email, { jar });
    jars.set(email, jar);
  }
  return (await h.gql<ViewerData>(VIEWER, {}, { jar })).data?.viewer;
};

beforeAll(async () => {
  h = await startHarness({
    users: [
      buildUser({ id: 1, email: 'sponsor@demo.test', role: 'COMPANY_ADMIN' }),
      buildUser({ id: 2, email: 'complete@demo.test' }),
      buildUser({
        id: 3,
        email: 'vendor@demo.test',
        company: { id: 20, name: 'Meridian', active: true, alias: 'meridian', role: vendorRole },
      }),
      buildUser({ id: 4, email: 'noplan@demo.test' }),
    ],
  });
  h.api.subscriptions.set(1, innovator);
  h.api.subscriptions.set(2, innovator);
  h.api.subscriptions.set(3, innovator);
  h.api.interestsComplete.add(2);
});
afterAll(() => h.close());

describe('viewer', () => {
  it('answers null when nobody is signed in', async () => {
    expect((await h.gql<ViewerData>(VIEWER, {}, { jar: new CookieJar() })).data?.viewer).toBeNull();
  });

  it('maps the user, its company and the subscription when signed in', async () => {
    const viewer = await viewerOf('sponsor@demo.test');
    expect(viewer).toMatchObject({
      email: 'sponsor@demo.test',
      isAdmin: false,
      isImpersonated: false,
      needsImpersonationTarget: false,
      user: {
        id: '1',
        companyId: '10',
        companyName: 'Helixa Biotherapeutics',
        role: 'COMPANY_ADMIN',
        company: { alias: 'helixa', role: { name: 'Clinical Trial Sponsor', type: 'SPONSOR' } },
      },
      subscription: {
        plan: 'INNOVATOR',
        status: 'ACTIVE',
        endDate: '2026-12-30T22:00:00.000Z',
        period: 'YEAR',
        billingAdmin: true,
        billingView: 'CONTENT',
      },
    });
    expect(viewer?.permissions).toContain('MANAGE_MEMBERS');
  });

  it.each([
    ['sponsor@demo.test', true, 'a sponsor on a plan has incomplete interests'],
    ['complete@demo.test', false, 'the interests are complete'],
    ['vendor@demo.test', false, 'the company is not a sponsor'],
    ['noplan@demo.test', false, 'the plan is NONE'],
  ])('answers isInterestsRequired for %s as %s when %s', async (email, expected) => {
    expect((await viewerOf(email))?.isInterestsRequired).toBe(expected);
  });

  it('gives no company-admin permission when the user is a member', async () => {
    expect((await viewerOf('complete@demo.test'))?.permissions).not.toContain('MANAGE_MEMBERS');
  });

  it('reads the user and the subscription once per request when many fields need them', async () => {
    const jar = jars.get('sponsor@demo.test') ?? new CookieJar();
    const before = h.api.server.requests.length;
    await h.gql(
      `{ a: viewer { user { id } permissions isInterestsRequired } b: viewer { subscription { plan } user { email } } }`,
      {},
      { jar },
    );
    const urls = h.api.server.requests
      .slice(before)
      .map((r) => r.url)
      .sort();
    expect(urls).toEqual(['/v1/subscriptions/users/current', '/v1/users/1', '/v1/users/interests']);
  });
});

describe('roles', () => {
  it('lists the business types without a bearer token when anyone asks', async () => {
    const jar = jars.get('sponsor@demo.test') ?? new CookieJar();
    const { data } = await h.gql<{ roles: { id: string; type: string }[] }>('{ roles { id name type } }', {}, { jar });
    expect(data?.roles).toEqual([
      { id: '1', name: 'Clinical Trial Sponsor', type: 'SPONSOR' },
      { id: '3', name: 'CRO', type: 'VENDOR' },
    ]);
    expect(
      h.api.server.requests.filter((r) => r.url === '/v1/roles').every((r) => r.headers.authorization === undefined),
    ).toBe(true);
  });
});
