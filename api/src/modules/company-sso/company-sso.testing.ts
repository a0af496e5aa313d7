import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../testing/index.js';
import { users } from '../user/index.js';
import type { CompanySsoDeps } from './company-sso.deps.js';

export const SSO_URL = '/v1/companies/me/sso';
export const POOL_CLIENT_ID = 'pool-client';

/** The module's settings for tests: a simulated DNS the test writes into. */
export function testSsoDeps(): CompanySsoDeps & { dns: Map<string, string[]> } {
  const dns = new Map<string, string[]>();
  return {
    dns,
    poolClientId: POOL_CLIENT_ID,
    hostedBase: 'https://auth.test.invalid',
    lookupTxt: async (domain) => dns.get(domain) ?? [],
  };
}

export const connectBody = (overrides: Record<string, unknown> = {}) => ({
  issuer: 'https://login.helixa.example',
  clientId: 'trialbridge',
  clientSecret: 'first-secret',
  required: false,
  jitMembers: false,
  trustProviderMfa: true,
  ...overrides,
});

export async function companyIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.database.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, email));
  if (!row?.companyId) throw new Error(`${email} has no company`);
  return row.companyId;
}

/** A federated user's ID token of the company provider `sso-<companyId>`. */
export const ssoToken = (t: TestApp, companyId: number, email: string, sub: string = randomUUID()) =>
  t.tokens.sign({ sub, email, identity: { providerName: `sso-${companyId}`, userId: `idp-${email}` } });
