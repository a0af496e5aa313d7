import { makeExecutableSchema } from '@graphql-tools/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../__generated__/modules.js';
import { createSchema, loadTypeDefs } from '../schema.js';
import { CookieJar } from '../testing/cookie.jar.js';
import { buildUser } from '../testing/fake.api.js';
import { PASSWORD, startHarness, type Harness } from '../testing/bff.harness.js';
import { DIRECTIVE_PROBES } from '../testing/probes.js';
import { unguardedRootFields } from './directives.js';

describe('schema directive coverage', () => {
  it('finds every root field guarded when the schema is the project SDL', () => {
    const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
    expect(unguardedRootFields(schema)).toEqual([]);
    expect(() => createSchema({ modules })).not.toThrow();
  });

  it('names the field and refuses to build when a root field carries no access directive', () => {
    const typeDefs = [...loadTypeDefs(), 'extend type Query { leak: String } extend type Mutation { drop: Boolean }'];
    expect(unguardedRootFields(makeExecutableSchema({ typeDefs }))).toEqual(['Query.leak', 'Mutation.drop']);
    expect(() =>
      createSchema({ modules, extensions: [{ typeDefs: 'extend type Query { leak: String }', resolvers: {} }] }),
    ).toThrow(/Query\.leak/);
  });

  it('refuses to build when a field is both public and guarded', () => {
    const extension = { typeDefs: 'extend type Query { both: String @public @auth }', resolvers: {} };
    expect(() => createSchema({ modules, extensions: [extension] })).toThrow(/Query\.both is @public and @auth/);
  });
});

describe('access directives', () => {
  let h: Harness;
  const code = async (field: string, jar?: CookieJar): Promise<unknown> => {
    const { data, errors } = await h.gql(`{ ${field} }`, {}, jar ? { jar } : {});
    return errors?.[0]?.extensions?.code ?? (data as Record<string, unknown> | null)?.[field];
  };
  const as = async (email: string): Promise<CookieJar> => {
    const jar = new CookieJar();
    await h.signIn(email, { jar });
    return jar;
  };

  beforeAll(async () => {
    h = await startHarness({
      users: [
        buildUser({ id: 1, email: 'member@demo.test', role: 'MEMBER' }),
        buildUser({ id: 2, email: 'boss@demo.test', role: 'COMPANY_ADMIN' }),
        buildUser({ id: 3, email: 'gone@demo.test', role: 'MEMBER', active: false }),
      ],
      accounts: [
        { email: 'member@demo.test', password: PASSWORD },
        { email: 'boss@demo.test', password: PASSWORD },
        { email: 'admin@demo.test', password: PASSWORD, groups: ['admin'] },
      ],
      deps: { schemaExtensions: [DIRECTIVE_PROBES] },
    });
    h.api.subscriptions.set(1, {
      id: 1,
      plan: 'INNOVATOR',
      status: 'ACTIVE',
      endDate: '2027-01-01T00:00:00Z',
      period: 'YEAR',
      billingAdmin: false,
      billingView: 'NOTHING',
      typeCode: null,
      name: 'Innovator',
      inForce: true,
      reminder: null,
    });
    h.api.subscriptions.set(2, {
      id: 2,
      plan: 'EXPLORER',
      status: 'ACTIVE',
      endDate: null,
      period: null,
      billingAdmin: false,
      billingView: 'NOTHING',
      typeCode: null,
      name: 'Explorer',
      inForce: true,
      reminder: null,
    });
  });
  afterAll(() => h.close());

  it('answers UNAUTHENTICATED when nobody is signed in', async () => {
    expect(await code('memberProbe', new CookieJar())).toBe('UNAUTHENTICATED');
    expect(await code('manageMembersProbe', new CookieJar())).toBe('UNAUTHENTICATED');
    expect(await code('publicProbe', new CookieJar())).toBe(true);
  });

  it('answers FORBIDDEN when a member reads a company-admin-only field', async () => {
    const member = await as('member@demo.test');
    expect(await code('memberProbe', member)).toBe(true);
    expect(await code('manageMembersProbe', member)).toBe('FORBIDDEN');
    expect(await code('adminGroupProbe', member)).toBe('FORBIDDEN');
  });

  it('lets a company admin read a company-admin-only field', async () => {
    expect(await code('manageMembersProbe', await as('boss@demo.test'))).toBe(true);
  });

  it('answers IMPERSONATION_REQUIRED when an admin has not picked a target', async () => {
    const admin = await as('admin@demo.test');
    expect(await code('memberProbe', admin)).toBe('IMPERSONATION_REQUIRED');
    expect(await code('accountSettingsProbe', admin)).toBe('IMPERSONATION_REQUIRED');
    expect(await code('adminGroupProbe', admin)).toBe(true);
  });

  it('blocks account settings but not admin pages when an admin impersonates a company admin', async () => {
    const admin = await as('admin@demo.test');
    await h.gql('mutation { startImpersonation(userId: "2") { errors { message } } }', {}, { jar: admin });
    expect(await code('manageMembersProbe', admin)).toBe(true);
    expect(await code('accountSettingsProbe', admin)).toBe('FORBIDDEN');
  });

  it('answers PLAN_REQUIRED with the plans that would do when the company plan is not listed', async () => {
    expect(await code('innovatorProbe', await as('member@demo.test'))).toBe(true);
    const { errors } = await h.gql('{ innovatorProbe }', {}, { jar: await as('boss@demo.test') });
    expect(errors?.[0]).toMatchObject({
      message: 'Your subscription plan does not include this.',
      extensions: { code: 'PLAN_REQUIRED', requiredPlans: ['INNOVATOR'] },
    });
  });

  describe('with a partner bearer token', () => {
    const bearer = (email: string) => ({
      authorization: `Bearer ${h.issuer.accessToken({ username: `sub-${email}` })}`,
    });
    const userLoads = () => h.api.server.requests.filter((r) => r.url === '/v1/users/current').length;
    const asPartner = async (field: string, email: string) => {
      const { data, errors } = await h.gql(`{ ${field} }`, {}, { jar: new CookieJar(), headers: bearer(email) });
      return errors?.[0]?.extensions?.code ?? (data as Record<string, unknown> | null)?.[field];
    };

    it('loads the user once, after the field, when no api answer vouched for them', async () => {
      h.api.server.requests.length = 0;
      expect(await asPartner('memberProbe', 'member@demo.test')).toBe(true);
      expect(userLoads()).toBe(1);
    });

    it('withholds the answer when the user turns out inactive', async () => {
      const { data, errors } = await h.gql(
        '{ memberProbe }',
        {},
        { jar: new CookieJar(), headers: bearer('gone@demo.test') },
      );
      expect(data).toBeNull();
      expect(errors?.[0]?.extensions?.code).toBe('USER_INACTIVE');
    });

    it('loads the user before a field whose rule depends on the role', async () => {
      h.api.server.requests.length = 0;
      expect(await asPartner('manageMembersProbe', 'member@demo.test')).toBe('FORBIDDEN');
      expect(await asPartner('manageMembersProbe', 'boss@demo.test')).toBe(true);
      expect(userLoads()).toBe(2);
    });
  });
});
