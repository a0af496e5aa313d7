import type { RestClient } from '../../rest/rest.client.js';
import type { CompanyRoleDto } from '../user/user.api.js';

/** A rule of the api's password policy (the one definition; see GET /v1/users/password-policy). */
export interface PasswordRuleDto {
  id: string;
  label: string;
  /** A JavaScript regular expression (no flags) the password must match. */
  pattern: string;
}

export interface CompanySuggestionDto {
  id: number;
  name: string;
  alias: string;
  status: 'APPROVED' | 'CLAIMED' | 'NEW';
  role: CompanyRoleDto;
}

export interface EmailCheckDto {
  email: string;
  available: boolean;
  businessEmail: boolean;
  suggestedCompanies: CompanySuggestionDto[];
}

export interface SignupBody {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle?: string;
  phone?: string;
  referralSource: string;
  referralOther?: string;
}

/** `{ id }` of an existing company (claim or join), or a new company. */
export type CompanyChoiceBody = { id: number } | { name: string; roleId: number; website?: string };

export interface SetPasswordBody {
  email: string;
  code: string;
  password: string;
  company?: CompanyChoiceBody;
}

export interface SetPasswordResultDto {
  userId: number;
  outcome: 'ACTIVE' | 'PENDING_APPROVAL';
  company: { id: number; name: string; role: CompanyRoleDto };
}

export interface RegistrationApi {
  checkEmail(email: string): Promise<EmailCheckDto>;
  passwordPolicy(): Promise<PasswordRuleDto[]>;
  signUp(body: SignupBody): Promise<{ userId: number }>;
  /** Sign-up through an event's link (the api defaults the referral to SCOPE_SUMMIT). */
  eventSignUp(body: SignupBody & { eventCode: string }): Promise<{ userId: number }>;
  resendCode(email: string): Promise<void>;
  verify(email: string, code: string): Promise<void>;
  setPassword(body: SetPasswordBody): Promise<SetPasswordResultDto>;
}

/** The sign-up endpoints of the api (spec §7's user calls); the only place that knows their paths. */
export function createRegistrationApi(rest: RestClient): RegistrationApi {
  return {
    checkEmail: (email) =>
      rest.request<EmailCheckDto>({ operation: 'verifyEmail', path: '/users/verify-email', query: { email } }),
    passwordPolicy: () =>
      rest.request<PasswordRuleDto[]>({ operation: 'getPasswordPolicy', path: '/users/password-policy' }),
    signUp: (body) =>
      rest.request<{ userId: number }>({ operation: 'signUp', method: 'POST', path: '/users/signup', body }),
    eventSignUp: (body) =>
      rest.request<{ userId: number }>({ operation: 'eventSignUp', method: 'POST', path: '/users/event/signup', body }),
    resendCode: (email) =>
      rest.request({
        operation: 'resendVerificationCode',
        path: '/users/verification-code',
        query: { email },
        responseType: 'none',
      }),
    verify: (email, code) =>
      rest.request({
        operation: 'verifyRegistrationEmail',
        method: 'PUT',
        path: '/users/verify',
        body: { email, code },
        responseType: 'none',
      }),
    setPassword: (body) =>
      rest.request<SetPasswordResultDto>({
        operation: 'setPassword',
        method: 'PUT',
        path: '/users/set-password',
        body,
      }),
  };
}
