import { IdentityError, type AuthStep, type IdentityClient, type IdentityTokens } from '../identity/identity.client.js';
import type { TestIssuer } from './jwt.js';

export interface FakeAccount {
  email: string;
  password: string;
  groups?: string[];
  /** Raise this challenge after the password instead of issuing tokens. */
  challenge?: 'SOFTWARE_TOKEN_MFA' | 'NEW_PASSWORD_REQUIRED' | 'SELECT_MFA_TYPE' | 'MFA_SETUP';
  totpCode?: string;
}

export interface FakeIdentity extends IdentityClient {
  calls: string[];
  accounts: Map<string, FakeAccount>;
  revoked: Set<string>;
  /** Makes every call fail as if the identity service were unreachable. */
  offline: boolean;
}

/**
 * An in-memory stand-in for the user pool (unit tests): issues real signed tokens from a test
 * issuer, records every call, and answers errors with Cognito's exception names.
 */
export function createFakeIdentity(issuer: TestIssuer, accounts: FakeAccount[] = []): FakeIdentity {
  const calls: string[] = [];
  const byEmail = new Map(accounts.map((a) => [a.email, a]));
  const refreshTokens = new Map<string, FakeAccount>();
  const revoked = new Set<string>();
  let counter = 0;
  const fail = (name: string, message = name): never => {
    throw new IdentityError({ name, message });
  };
  const tokensFor = (account: FakeAccount, withRefresh: boolean): IdentityTokens => {
    const sub = `sub-${account.email}`;
    const groups = account.groups?.length ? { 'cognito:groups': account.groups } : {};
    const refreshToken = withRefresh ? `refresh-${account.email}-${++counter}` : undefined;
    if (refreshToken) refreshTokens.set(refreshToken, account);
    return {
      idToken: issuer.idToken({ sub, email: account.email, jti: `${++counter}`, ...groups }),
      accessToken: issuer.accessToken({ sub, username: sub, jti: `${++counter}`, ...groups }),
      refreshToken,
    };
  };
  const fake: FakeIdentity = {
    calls,
    accounts: byEmail,
    revoked,
    offline: false,
    async signIn(username, password) {
      calls.push(`signIn:${username}`);
      if (fake.offline) fail('NetworkError', 'connect ECONNREFUSED');
      const account = byEmail.get(username);
      if (!account) return fail('UserNotFoundException');
      if (account.password !== password) return fail('InvalidPasswordException', 'Invalid password');
      if (account.challenge)
        return {
          kind: 'challenge',
          name: account.challenge,
          session: `session-${++counter}`,
          parameters: { USER_ID_FOR_SRP: account.email, MFAS_CAN_CHOOSE: '["SMS_MFA","SOFTWARE_TOKEN_MFA"]' },
        };
      return { kind: 'tokens', tokens: tokensFor(account, true) };
    },
    async refresh(refreshToken) {
      calls.push('refresh');
      if (fake.offline) fail('NetworkError', 'connect ECONNREFUSED');
      const account = refreshTokens.get(refreshToken);
      if (!account || revoked.has(refreshToken))
        return fail('NotAuthorizedException', 'Refresh Token has been revoked');
      return tokensFor(account, false);
    },
    async respond(challenge, responses): Promise<AuthStep> {
      calls.push(`respond:${challenge.name}:${challenge.session}`);
      const account = byEmail.get(responses.USERNAME ?? '');
      if (!account) return fail('NotAuthorizedException');
      if (challenge.name === 'SOFTWARE_TOKEN_MFA' && responses.SOFTWARE_TOKEN_MFA_CODE !== account.totpCode)
        return fail('CodeMismatchException');
      if (challenge.name === 'SELECT_MFA_TYPE')
        return { kind: 'challenge', name: 'SOFTWARE_TOKEN_MFA', session: `session-${++counter}`, parameters: {} };
      return { kind: 'tokens', tokens: tokensFor(account, true) };
    },
    async associateSoftwareToken(auth) {
      calls.push('associateSoftwareToken');
      return { secret: 'JBSWY3DPEHPK3PXP', session: 'session' in auth ? `${auth.session}-associated` : undefined };
    },
    async verifySoftwareToken(auth, code) {
      calls.push(`verifySoftwareToken:${'session' in auth ? auth.session : 'access'}`);
      if (code !== '123456') fail('CodeMismatchException');
      return { session: 'session' in auth ? `${auth.session}-verified` : undefined };
    },
    async revoke(refreshToken) {
      calls.push('revoke');
      revoked.add(refreshToken);
    },
    async forgotPassword(username) {
      calls.push(`forgotPassword:${username}`);
      if (!byEmail.has(username)) fail('UserNotFoundException');
      return { destination: username };
    },
    async confirmForgotPassword(username, code, password) {
      calls.push('confirmForgotPassword');
      const account = byEmail.get(username);
      if (!account || code !== '123456') return fail('CodeMismatchException');
      account.password = password;
    },
    async changePassword(_token, previous, proposed) {
      calls.push('changePassword');
      const account = [...byEmail.values()].find((a) => a.password === previous);
      if (!account) return fail('NotAuthorizedException');
      account.password = proposed;
    },
    async setTotpEnabled() {
      calls.push('setTotpEnabled');
    },
    async mfaMethods() {
      calls.push('mfaMethods');
      return [];
    },
    destroy() {},
  };
  return fake;
}
