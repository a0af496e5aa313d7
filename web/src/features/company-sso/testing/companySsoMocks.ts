// Company single sign-on as the bff answers it (with __typename, which Apollo's cache needs), and
// the card rendered against those answers.
import type { MockLink } from '@apollo/client/testing';
import type { SsoDomainVerifier } from '../../../__generated__/graphql';
import { CompanySsoCardQueryDocument } from '../companySsoCache';
import { CompanySignInDocument } from '../useCompanySignIn';

export interface TestSsoDomain {
  __typename: 'SsoDomain';
  domain: string;
  verificationRecord: string;
  verified: boolean;
  verifiedAt: string | null;
  verifiedBy: SsoDomainVerifier | null;
}

export interface TestSso {
  __typename: 'CompanySso';
  issuer: string;
  clientId: string;
  hasClientSecret: boolean;
  required: boolean;
  jitMembers: boolean;
  trustProviderMfa: boolean;
  redirectUri: string;
  updatedAt: string;
  domains: TestSsoDomain[];
}

export function buildSsoDomain(overrides: Partial<TestSsoDomain> = {}): TestSsoDomain {
  return {
    __typename: 'SsoDomain',
    domain: 'northwind.test',
    verificationRecord: 'trialbridge-verification=3f9a1c',
    verified: false,
    verifiedAt: null,
    verifiedBy: null,
    ...overrides,
  };
}

export function buildSso(overrides: Partial<TestSso> = {}): TestSso {
  return {
    __typename: 'CompanySso',
    issuer: 'https://login.northwind.test',
    clientId: 'trialbridge-northwind',
    hasClientSecret: true,
    required: false,
    jitMembers: false,
    trustProviderMfa: false,
    redirectUri: 'http://127.0.0.1:9229/oauth2/idpresponse',
    updatedAt: '2026-11-20T09:30:00.000Z',
    domains: [],
    ...overrides,
  };
}

/** `companySso` answering `sso` (null: none connected). */
export function ssoQueryMock(sso: TestSso | null): MockLink.MockedResponse {
  return { request: { query: CompanySsoCardQueryDocument }, result: { data: { companySso: sso } } };
}

export function userError(code: string, message: string, field: string | null = null) {
  return { __typename: 'UserError' as const, code, field, message };
}

/** A mutation answering a CompanySsoPayload; `sent()` says whether it was called. */
export function ssoPayloadMock(
  query: MockLink.MockedResponse['request']['query'],
  variables: Record<string, unknown> | undefined,
  field: string,
  sso: TestSso | null,
  errors: ReturnType<typeof userError>[] = [],
) {
  let sent = false;
  const mock: MockLink.MockedResponse = {
    request: variables ? { query, variables } : { query },
    result: () => {
      sent = true;
      return { data: { [field]: { __typename: 'CompanySsoPayload', sso, errors } } };
    },
  };
  return { mock, sent: () => sent };
}

/** `companySignIn` for `email` answering a company (null: email and password); `asked()` says whether it was. */
export function companySignInMock(
  email: string,
  answer: { companyName: string; required: boolean; startPath: string } | null,
  returnTo: string | null = null,
) {
  let asked = false;
  const mock: MockLink.MockedResponse = {
    request: { query: CompanySignInDocument, variables: { email, returnTo } },
    result: () => {
      asked = true;
      return { data: { companySignIn: answer && { __typename: 'CompanySignIn', ...answer } } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, asked: () => asked };
}
