import type { CompanyRoleType } from '../../__generated__/graphql';

export const REGISTER_PATH = '/register';
export const VERIFICATION_PATH = '/verification';
export const CREATE_PASSWORD_PATH = '/create-password';
export const REGISTER_SUCCESS_SPONSOR_PATH = '/register-success-sponsor';
export const REGISTER_SUCCESS_PARTNER_PATH = '/register-success-partner';

/** The pages of the registration flow: moving between them never asks to leave. */
export const REGISTRATION_PATHS: ReadonlySet<string> = new Set([
  REGISTER_PATH,
  VERIFICATION_PATH,
  CREATE_PASSWORD_PATH,
  REGISTER_SUCCESS_SPONSOR_PATH,
  REGISTER_SUCCESS_PARTNER_PATH,
]);

/** Sponsors get the sponsor welcome; every other company type is a partner. */
export function registerSuccessPath(roleType: CompanyRoleType | null | undefined): string {
  return roleType === 'SPONSOR' ? REGISTER_SUCCESS_SPONSOR_PATH : REGISTER_SUCCESS_PARTNER_PATH;
}

// Company aliases are URL-safe handles; event codes are short codes such as SCOPE2026.
const COMPANY_ALIAS = /^[a-z0-9][a-z0-9-]{0,199}$/i;
const EVENT_CODE = /^[a-z0-9][a-z0-9_-]{0,49}$/i;
// A member invitation's token: URL-safe characters (the api checks the rest).
const INVITATION_TOKEN = /^[a-z0-9_-]{16,200}$/i;

export interface RegisterParams {
  company: string | null;
  event: string | null;
  invitation: string | null;
}

/** `?company=<alias>`, `?event=<code>` and `?invitation=<token>` of `/register`, or null when absent or malformed. */
export function readRegisterParams(params: URLSearchParams): RegisterParams {
  const company = params.get('company')?.trim() ?? '';
  const event = params.get('event')?.trim() ?? '';
  const invitation = params.get('invitation')?.trim() ?? '';
  return {
    company: COMPANY_ALIAS.test(company) ? company : null,
    event: EVENT_CODE.test(event) ? event : null,
    invitation: INVITATION_TOKEN.test(invitation) ? invitation : null,
  };
}
