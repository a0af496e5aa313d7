import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, RequestBody } from '../../rest/rest.contract.js';

export type EmailCheckDto = ApiSchema<'VerifyEmailResult'>;
export type SignupBody = RequestBody<'post', '/users/signup'>;
export type SetPasswordBody = RequestBody<'put', '/users/set-password'>;
/** `{ id }` of an existing company (claim or join), or a new company. */
export type CompanyChoiceBody = NonNullable<SetPasswordBody['company']>;

/** The sign-up endpoints of the api (spec §7's user calls); the only place that knows their paths. */
export function createRegistrationApi(rest: RestClient) {
  return {
    checkEmail: (email: string) => rest.get('/users/verify-email', { operation: 'verifyEmail', query: { email } }),
    signUp: (body: SignupBody) => rest.post('/users/signup', { operation: 'signUp', body }),
    /** Sign-up through an event's link (the api defaults the referral to SCOPE_SUMMIT). */
    eventSignUp: (body: RequestBody<'post', '/users/event/signup'>) =>
      rest.post('/users/event/signup', { operation: 'eventSignUp', body }),
    resendCode: (email: string) =>
      rest.get('/users/verification-code', { operation: 'resendVerificationCode', query: { email } }),
    verify: (email: string, code: string) =>
      rest.put('/users/verify', { operation: 'verifyRegistrationEmail', body: { email, code } }),
    setPassword: (body: SetPasswordBody) => rest.put('/users/set-password', { operation: 'setPassword', body }),
  };
}

export type RegistrationApi = ReturnType<typeof createRegistrationApi>;
