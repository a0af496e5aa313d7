import type { MockLink } from '@apollo/client/testing';
import type { CompanyRoleType, CompanyStatus } from '../../../__generated__/graphql';
import { CreatePasswordPageCreateDocument, CreatePasswordPageQueryDocument } from '../pages/CreatePasswordPage';
import { RegisterPageEmailCheckDocument, RegisterPageRequestToJoinDocument } from '../pages/RegisterPage';

export function userError(message: string, field: string | null = null, code = 'BAD_USER_INPUT') {
  return { __typename: 'UserError' as const, code, field, message };
}

export function emailCheckMock(
  email: string,
  answer: { available?: boolean; businessEmail?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query: RegisterPageEmailCheckDocument, variables: { email } },
    result: {
      data: {
        registrationEmailCheck: {
          __typename: 'RegistrationEmailCheck',
          email: email.toLowerCase(),
          available: answer.available ?? true,
          businessEmail: answer.businessEmail ?? true,
        },
      },
    },
  };
}

export const joinInput = {
  email: 'avery@novacura.example',
  firstName: 'Avery',
  lastName: 'Quinn',
  jobTitle: null,
  phone: null,
  referralSource: 'LINKEDIN',
  referralOther: null,
  eventCode: null,
};

/** `requestToJoin` answering `errors`, or success; `verificationRequired: false` when a provider vouched. */
export function requestToJoinMock(
  input: object,
  errors: ReturnType<typeof userError>[] = [],
  { verificationRequired = true } = {},
): MockLink.MockedResponse & { called: () => boolean } {
  let called = false;
  return {
    request: { query: RegisterPageRequestToJoinDocument, variables: { input } },
    result: () => {
      called = true;
      const userId = errors.length ? null : '42';
      return {
        data: {
          requestToJoin: {
            __typename: 'RequestToJoinPayload',
            userId,
            verificationRequired: errors.length > 0 || verificationRequired,
            errors,
          },
        },
      };
    },
    called: () => called,
  };
}

export function suggestion(
  id: string,
  name: string,
  status: CompanyStatus,
  roleName = 'CRO',
  type: CompanyRoleType = 'VENDOR',
) {
  const alias = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    __typename: 'CompanySuggestion' as const,
    id,
    name,
    alias,
    status,
    role: { __typename: 'CompanyRole' as const, id: `role-${type}`, name: roleName, type },
  };
}

export const passwordRules = [
  { __typename: 'PasswordRule' as const, id: 'MIN_LENGTH', label: 'At least 8 characters', pattern: '^.{8,}$' },
  { __typename: 'PasswordRule' as const, id: 'UPPERCASE', label: 'An uppercase letter', pattern: '[A-Z]' },
  { __typename: 'PasswordRule' as const, id: 'DIGIT', label: 'A digit', pattern: '\\d' },
  { __typename: 'PasswordRule' as const, id: 'SYMBOL', label: 'A symbol', pattern: '[^A-Za-z0-9]' },
];

export const companyRoles = [
  { __typename: 'CompanyRole' as const, id: 'role-sponsor', name: 'Clinical Trial Sponsor', type: 'SPONSOR' as const },
  { __typename: 'CompanyRole' as const, id: 'role-cro', name: 'CRO', type: 'VENDOR' as const },
  { __typename: 'CompanyRole' as const, id: 'role-tech', name: 'Technology/Service Provider', type: 'VENDOR' as const },
  {
    __typename: 'CompanyRole' as const,
    id: 'role-site',
    name: 'Clinical Trial Site/Site Network',
    type: 'SITE' as const,
  },
];

export function createPasswordPageMock(
  email: string,
  companies: ReturnType<typeof suggestion>[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: CreatePasswordPageQueryDocument, variables: { email } },
    result: {
      data: {
        registrationEmailCheck: { __typename: 'RegistrationEmailCheck', email, suggestedCompanies: companies },
        roles: companyRoles,
        passwordPolicy: passwordRules,
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export interface CreatePasswordAnswer {
  outcome?: 'SIGNED_IN' | 'PENDING_APPROVAL' | 'PROVIDER_SIGN_IN' | null;
  providerSignInPath?: string | null;
  companyRoleType?: CompanyRoleType | null;
  companyName?: string | null;
  errors?: ReturnType<typeof userError>[];
}

export function createPasswordMock(
  input: object,
  answer: CreatePasswordAnswer | (() => CreatePasswordAnswer),
): MockLink.MockedResponse {
  return {
    request: { query: CreatePasswordPageCreateDocument, variables: { input } },
    result: () => {
      const fields = typeof answer === 'function' ? answer() : answer;
      return {
        data: {
          createPassword: {
            __typename: 'CreatePasswordPayload',
            outcome: null,
            companyRoleType: null,
            companyName: null,
            providerSignInPath: null,
            errors: [],
            ...fields,
          },
        },
      };
    },
  };
}
