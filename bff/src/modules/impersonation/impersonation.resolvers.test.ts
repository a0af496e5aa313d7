import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { PASSWORD, startHarness, type Harness } from '../../testing/bff.harness.js';

const START =
  'mutation($id: ID!) { startImpersonation(userId: $id) { viewer { email isImpersonated needsImpersonationTarget user { email } } errors { code field message } } }';
const STOP =
  'mutation { stopImpersonation { viewer { isImpersonated needsImpersonationTarget user { email } } errors { message } } }';
const TARGETS =
  '{ impersonationTargets(search: " sponsor ", page: { page: 1, size: 2, sort: [{ field: "lastName", direction: DESC }] }) { items { email } page size totalElements totalPages } }';

interface StartData {
  startImpersonation: {
    viewer: { email: string; isImpersonated: boolean; user: { email: string } | null } | null;
    errors: { code: string; message: string }[];
  };
}

let h: Harness;
let admin: CookieJar;

beforeAll(async () => {
  h = await startHarness({
    users: [
      buildUser({ id: 1, email: 'member@demo.test' }),
      buildUser({ id: 2, email: 'gone@demo.test', active: false }),
    ],
    accounts: [
      { email: 'member@demo.test', password: PASSWORD },
      { email: 'admin@demo.test', password: PASSWORD, groups: ['admin'] },
    ],
  });
  admin = new CookieJar();
  await h.signIn('admin@demo.test', { jar: admin });
});
afterAll(() => h.close());

describe('impersonation', () => {
  it('makes the admin pick a target when signed in', async () => {
    const { data } = await h.gql<{ viewer: unknown }>(
      '{ viewer { isAdmin needsImpersonationTarget user { id } subscription { plan } permissions } }',
      {},
      { jar: admin },
    );
    expect(data?.viewer).toEqual({
      isAdmin: true,
      needsImpersonationTarget: true,
      user: null,
      subscription: null,
      permissions: [],
    });
  });

  it('lists targets with the search and paging sent upstream when an admin asks', async () => {
    const { data } = await h.gql<{ impersonationTargets: { items: unknown[]; page: number } }>(
      TARGETS,
      {},
      { jar: admin },
    );
    expect(data?.impersonationTargets.items).toHaveLength(2);
    const forwarded = h.api.server.requests.find((r) => r.url.startsWith('/v1/admin/users'));
    expect(forwarded?.url).toBe('/v1/admin/users?searchString=sponsor&page=1&size=2&sort=lastName%2CDESC');
    expect(forwarded?.headers['x-impersonated-user-id']).toBeUndefined();
  });

  it('answers FORBIDDEN when a non-admin asks for targets or to impersonate', async () => {
    const member = new CookieJar();
    await h.signIn('member@demo.test', { jar: member });
    expect((await h.gql(TARGETS, {}, { jar: member })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await h.gql(START, { id: '1' }, { jar: member })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers a user error when the target does not exist', async () => {
    const { data } = await h.gql<StartData>(START, { id: '999' }, { jar: admin });
    expect(data?.startImpersonation.errors).toEqual([
      { code: 'NOT_FOUND', field: 'userId', message: 'This user could not be found.' },
    ]);
    expect(
      (await h.gql<StartData>(START, { id: 'abc' }, { jar: admin })).data?.startImpersonation.errors[0]?.code,
    ).toBe('NOT_FOUND');
  });

  it('refuses an inactive target when the admin picks one', async () => {
    const { data } = await h.gql<StartData>(START, { id: '2' }, { jar: admin });
    expect(data?.startImpersonation.errors[0]).toMatchObject({ code: 'USER_INACTIVE', message: 'User is disabled.' });
  });

  it('acts as the target on every call once started, until stopped', async () => {
    const { data } = await h.gql<StartData>(START, { id: '1' }, { jar: admin });
    expect(data?.startImpersonation).toEqual({
      viewer: {
        email: 'admin@demo.test',
        isImpersonated: true,
        needsImpersonationTarget: false,
        user: { email: 'member@demo.test' },
      },
      errors: [],
    });
    const before = h.api.server.requests.length;
    const viewer = await h.gql<{ viewer: { user: { email: string } } }>(
      '{ viewer { user { email } subscription { plan } } }',
      {},
      { jar: admin },
    );
    expect(viewer.data?.viewer.user.email).toBe('member@demo.test');
    const calls = h.api.server.requests.slice(before);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((r) => r.headers['x-impersonated-user-id'] === '1')).toBe(true);

    const stopped = await h.gql<{ stopImpersonation: { viewer: unknown } }>(STOP, {}, { jar: admin });
    expect(stopped.data?.stopImpersonation.viewer).toEqual({
      isImpersonated: false,
      needsImpersonationTarget: true,
      user: null,
    });
    const after = await h.gql<{ viewer: { needsImpersonationTarget: boolean } }>(
      '{ viewer { needsImpersonationTarget } }',
      {},
      { jar: admin },
    );
    expect(after.data?.viewer.needsImpersonationTarget).toBe(true);
  });
});
