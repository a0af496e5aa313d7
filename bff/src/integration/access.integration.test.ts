import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCognitoIdentityClient } from '../identity/identity.client.js';
import { CookieJar } from '../testing/cookie.jar.js';
import { startIntegration, type IntegrationEnv } from '../testing/integration.js';
import { DIRECTIVE_PROBES } from '../testing/probes.js';
import { totpCode } from '../testing/totp.js';

let env: IntegrationEnv;

beforeAll(async () => {
  // The probe fields put @permission(MANAGE_MEMBERS) and friends on fields the contract lacks yet.
  env = await startIntegration({ schemaExtensions: [DIRECTIVE_PROBES] });
});
afterAll(async () => {
  await env?.stop();
});

const signedIn = async (email: string): Promise<CookieJar> => {
  const jar = new CookieJar();
  const { data } = await env.signIn(jar, email);
  expect(data?.signIn.errors).toEqual([]);
  return jar;
};
const errorCode = async (jar: CookieJar, query: string): Promise<unknown> =>
  (await env.gql(jar, query)).errors?.[0]?.extensions?.code;

/** The api's audit trail, read with the admin's own token. */
async function auditRows(
  targetUserId: string,
): Promise<{ targetUserId: number; adminEmail: string | null; path: string }[]> {
  const identity = await createCognitoIdentityClient(env.config.cognito);
  try {
    const step = await identity.signIn('admin@demo.test', 'DemoPass!2026');
    if (step.kind !== 'tokens') throw new Error('expected tokens');
    const response = await fetch(`${env.api.url}/v1/admin/impersonation-audit?targetUserId=${targetUserId}`, {
      headers: { authorization: `Bearer ${step.tokens.idToken}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { content: { targetUserId: number; adminEmail: string | null; path: string }[] })
      .content;
  } finally {
    identity.destroy();
  }
}

describe('impersonation end to end', () => {
  it('makes the admin pick a target, then acts as the target and leaves an audit row', async () => {
    const admin = await signedIn('admin@demo.test');
    const first = await env.gql<{ viewer: { needsImpersonationTarget: boolean; user: unknown } }>(
      admin,
      '{ viewer { needsImpersonationTarget user { id } } }',
    );
    expect(first.data?.viewer).toEqual({ needsImpersonationTarget: true, user: null });
    expect(await errorCode(admin, '{ memberProbe }')).toBe('IMPERSONATION_REQUIRED');

    const targets = await env.gql<{
      impersonationTargets: { items: { id: string; email: string }[]; totalElements: number };
    }>(admin, '{ impersonationTargets(search: "sponsor.member@demo.test") { items { id email } totalElements } }');
    const target = targets.data?.impersonationTargets.items.find((u) => u.email === 'sponsor.member@demo.test');
    if (!target) throw new Error(`sponsor.member not among ${JSON.stringify(targets)}`);

    const started = await env.gql<{ startImpersonation: { viewer: unknown; errors: unknown[] } }>(
      admin,
      'mutation($id: ID!) { startImpersonation(userId: $id) { viewer { email isImpersonated user { email } } errors { message } } }',
      { id: target.id },
    );
    expect(started.data?.startImpersonation).toEqual({
      viewer: { email: 'admin@demo.test', isImpersonated: true, user: { email: 'sponsor.member@demo.test' } },
      errors: [],
    });
    const viewer = await env.gql<{ viewer: unknown }>(
      admin,
      '{ viewer { isImpersonated user { email companyName } subscription { plan } } }',
    );
    expect(viewer.data?.viewer).toEqual({
      isImpersonated: true,
      user: { email: 'sponsor.member@demo.test', companyName: 'Helixa Biotherapeutics' },
      subscription: { plan: 'INNOVATOR' },
    });

    const rows = await auditRows(target.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ targetUserId: Number(target.id), adminEmail: 'admin@demo.test' });

    const stopped = await env.gql<{ stopImpersonation: { viewer: unknown } }>(
      admin,
      'mutation { stopImpersonation { viewer { needsImpersonationTarget isImpersonated } } }',
    );
    expect(stopped.data?.stopImpersonation.viewer).toEqual({ needsImpersonationTarget: true, isImpersonated: false });
  });

  it('blocks account settings when an admin impersonates', async () => {
    const admin = await signedIn('admin@demo.test');
    const targets = await env.gql<{ impersonationTargets: { items: { id: string; email: string }[] } }>(
      admin,
      '{ impersonationTargets(search: "sponsor.admin@demo.test") { items { id email } } }',
    );
    const target = targets.data?.impersonationTargets.items.find((u) => u.email === 'sponsor.admin@demo.test');
    await env.gql(admin, 'mutation($id: ID!) { startImpersonation(userId: $id) { errors { message } } }', {
      id: target?.id,
    });
    expect(await errorCode(admin, 'mutation { setUpTotp { totpSetup { secret } } }')).toBe('FORBIDDEN');
    expect(await errorCode(admin, '{ accountSettingsProbe }')).toBe('FORBIDDEN');
    expect((await env.gql(admin, '{ manageMembersProbe }')).data).toEqual({ manageMembersProbe: true });
  });

  it('answers FORBIDDEN when a non-admin asks for impersonation targets', async () => {
    expect(
      await errorCode(await signedIn('vendor.admin@demo.test'), '{ impersonationTargets { totalElements } }'),
    ).toBe('FORBIDDEN');
  });
});

describe('permissions end to end', () => {
  it('answers FORBIDDEN when a member reads a company-admin-only field', async () => {
    const member = await signedIn('sponsor.member@demo.test');
    expect(await errorCode(member, '{ manageMembersProbe }')).toBe('FORBIDDEN');
    expect((await env.gql(member, '{ memberProbe }')).data).toEqual({ memberProbe: true });
  });

  it('lets the company admin read it', async () => {
    expect((await env.gql(await signedIn('vendor.admin@demo.test'), '{ manageMembersProbe }')).data).toEqual({
      manageMembersProbe: true,
    });
  });
});

describe('TOTP end to end', () => {
  it('asks for the code at sign-in once TOTP is on, and signs in with the right code', async () => {
    const email = 'expired.admin@demo.test';
    const jar = await signedIn(email);
    const setUp = await env.gql<{ setUpTotp: { totpSetup: { secret: string; otpauthUri: string } } }>(
      jar,
      'mutation { setUpTotp { totpSetup { secret otpauthUri } errors { message } } }',
    );
    const secret = setUp.data?.setUpTotp.totpSetup.secret ?? '';
    expect(setUp.data?.setUpTotp.totpSetup.otpauthUri).toBe(
      `otpauth://totp/Trialbridge:expired.admin%40demo.test?secret=${secret}&issuer=Trialbridge`,
    );
    const verified = await env.gql(
      jar,
      'mutation($code: String!) { verifyTotp(input: { code: $code }) { totpEnabled errors { message } } }',
      { code: totpCode(secret) },
    );
    expect(verified.data).toEqual({ verifyTotp: { totpEnabled: true, errors: [] } });
    expect((await env.gql(jar, '{ viewer { totpEnabled } }')).data).toEqual({ viewer: { totpEnabled: true } });
    await env.gql(jar, 'mutation { signOut { success } }');

    const again = new CookieJar();
    const challenged = await env.signIn(again, email);
    expect(challenged.data?.signIn).toEqual({ viewer: null, challenge: { name: 'TOTP_REQUIRED' }, errors: [] });
    const respond =
      'mutation($answer: String!) { respondToChallenge(input: { name: TOTP_REQUIRED, answer: $answer }) { viewer { email } errors { code } } }';
    const wrong = await env.gql(again, respond, { answer: totpCode(secret, Date.now() - 10 * 60_000) });
    expect(wrong.data).toEqual({ respondToChallenge: { viewer: null, errors: [{ code: 'CODE_MISMATCH' }] } });
    const right = await env.gql(again, respond, { answer: totpCode(secret) });
    expect(right.data).toEqual({ respondToChallenge: { viewer: { email }, errors: [] } });
    expect(again.get('tb_session.0')).toBeDefined();
    expect(again.get('tb_challenge')).toBeUndefined();

    const disabled = await env.gql(again, 'mutation { disableTotp { totpEnabled errors { message } } }');
    expect(disabled.data).toEqual({ disableTotp: { totpEnabled: false, errors: [] } });
  });
});
