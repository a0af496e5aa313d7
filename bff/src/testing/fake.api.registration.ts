import type { ApiSchema } from '../rest/rest.contract.js';

type CompanySuggestionDto = ApiSchema<'VerifyEmailResult'>['suggestedCompanies'][number];
type SetPasswordResultDto = ApiSchema<'SetPasswordResult'>;
type UserDto = ApiSchema<'UserDto'>;
import { PASSWORD_RULES } from './fake.api.fixtures.js';
import type { RecordedRequest } from './recording.server.js';

/** An answer of the fake api: status and JSON body. */
export type Answer = [status: number, body?: unknown];

export interface FakeRegistration {
  /** The bodies of the sign-up calls, with the path each went to. */
  signups: { path: string; body: Record<string, unknown> }[];
  /** What GET /v1/users/verify-email suggests. */
  suggestions: CompanySuggestionDto[];
  /** The code PUT /v1/users/verify and set-password accept. */
  code: string;
  /** What PUT /v1/users/set-password answers once the code is right. */
  result: Omit<SetPasswordResultDto, 'userId'>;
  /** Answers the next sign-up or set-password call with this instead (then clears itself). */
  failNext: Answer | null;
}

export function createFakeRegistration(): FakeRegistration {
  return {
    signups: [],
    suggestions: [],
    code: '123456',
    result: {
      outcome: 'ACTIVE',
      company: {
        id: 30,
        name: 'Novacura Therapeutics',
        role: { id: 1, name: 'Clinical Trial Sponsor', type: 'Sponsor' },
      },
    },
    failNext: null,
  };
}

const invalidCode: Answer = [
  400,
  { code: 'InvalidVerificationCode', message: 'The verification code is incorrect or has expired.' },
];

/** The api's public sign-up routes, as far as the GraphQL layer's tests need them. */
export function answerRegistration(
  state: FakeRegistration,
  users: Map<number, UserDto>,
  request: RecordedRequest,
  url: URL,
): Answer | null {
  const path = url.pathname;
  const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
  const taken = (email: unknown) => [...users.values()].some((u) => u.email === email);
  const forced = (): Answer | null => {
    const answer = state.failNext;
    state.failNext = null;
    return answer;
  };
  if (path === '/v1/users/password-policy') return [200, PASSWORD_RULES];
  if (path === '/v1/users/verify-email') {
    const email = url.searchParams.get('email') ?? '';
    if (!email.includes('@'))
      return [
        400,
        {
          code: 400,
          message: 'email must be a valid email address',
          details: [{ field: 'email', message: 'email must be a valid email address' }],
        },
      ];
    return [
      200,
      {
        email,
        available: !taken(email),
        businessEmail: !email.endsWith('@gmail.com'),
        suggestedCompanies: state.suggestions,
      },
    ];
  }
  if (path === '/v1/users/signup' || path === '/v1/users/event/signup') {
    state.signups.push({ path, body });
    const failure = forced();
    if (failure) return failure;
    if (taken(body.email)) return [409, { code: 'UsernameExistsException', message: 'User with such email exists.' }];
    if (String(body.email).endsWith('@gmail.com'))
      return [400, { code: 'NotBusinessEmail', message: 'Please use your business email address.' }];
    if (body.referralSource === 'OTHER' && !body.referralOther) {
      const message = 'referralOther is required when referralSource is OTHER';
      return [400, { code: 400, message, details: [{ field: 'referralOther', message }] }];
    }
    return [201, { userId: 77, verificationRequired: true }];
  }
  if (path === '/v1/users/verification-code') return [204];
  if (path === '/v1/users/verify') return body.code === state.code ? [200, { verified: true }] : invalidCode;
  if (path === '/v1/users/set-password') {
    const failure = forced();
    if (failure) return failure;
    return body.code === state.code ? [200, { userId: 77, ...state.result }] : invalidCode;
  }
  return null;
}
