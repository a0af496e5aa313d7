import type {
  CreatePasswordInput,
  RequestToJoinInput,
  VerifyRegistrationEmailInput,
} from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { AppError } from '../../errors/error.codes.js';
import { SIGN_IN_MESSAGES } from '../../errors/identity.errors.js';
import { userError, userErrorsFrom, type UserErrorDto, type UserErrorMapping } from '../../errors/user.errors.js';
import { signIn, newPassword, required } from '../auth/index.js';
import { providerSignInPath, registrationIdentity } from '../social-sign-in/index.js';
import { ROLE_TYPES } from '../user/index.js';
import { companyChoice } from './registration.company.js';
import { createRegistrationApi, type SignupBody } from './registration.api.js';

const ACCOUNT_READY = 'Your account has been created. Please sign in to continue.';

/** Spec §8: 'Email cannot be empty', checked before any call. */
export const emailRequired = (email: string, field = 'email'): UserErrorDto[] =>
  email.trim() === '' ? [userError('BAD_USER_INPUT', SIGN_IN_MESSAGES.emailEmpty, field)] : [];

/** Sign-up failures: the user can fix them, or the sign-in service's 'Error creating account'. */
function signUpErrors(error: unknown, mapping: UserErrorMapping): UserErrorDto[] {
  if (error instanceof AppError && (error.code === 'SOMETHING_WENT_WRONG' || error.code === 'SERVER_ERROR')) {
    return [userError('ERROR_CREATING_ACCOUNT', SIGN_IN_MESSAGES.errorCreatingAccount)];
  }
  return userErrorsFrom(error, mapping);
}

/** Null and absent optional fields are left out: the api takes absent, not null. */
const present = <K extends string>(key: K, value: string | null | undefined): Partial<Record<K, string>> =>
  value === null || value === undefined ? {} : ({ [key]: value } as Record<K, string>);

export async function requestToJoin(ctx: GraphQLContext, input: RequestToJoinInput) {
  const invalid = emailRequired(input.email);
  if (invalid.length > 0) return { userId: null, verificationRequired: true, errors: invalid };
  // A provider vouched for this email (social sign-in): no code to mail, and the identity is linked at the end.
  const social = input.eventCode?.trim() ? null : registrationIdentity(ctx, input.email);
  const body: SignupBody = {
    email: input.email.trim(),
    firstName: input.firstName,
    lastName: input.lastName,
    referralSource: input.referralSource,
    ...present('jobTitle', input.jobTitle),
    ...present('phone', input.phone),
    ...present('referralOther', input.referralOther),
    ...present('invitationToken', input.invitationToken?.trim() || null),
    ...present('identityToken', social?.identityToken),
  };
  const api = createRegistrationApi(ctx.publicRest);
  const eventCode = input.eventCode?.trim();
  try {
    const { userId, verificationRequired } = eventCode
      ? await api.eventSignUp({ ...body, eventCode })
      : await api.signUp(body);
    return { userId: String(userId), verificationRequired, errors: [] };
  } catch (error) {
    return {
      userId: null,
      verificationRequired: true,
      errors: signUpErrors(error, {
        codeFields: { USERNAME_EXISTS: 'email', NOT_BUSINESS_EMAIL: 'email', INVITATION_CLOSED: 'invitationToken' },
      }),
    };
  }
}

export async function resendVerificationCode(ctx: GraphQLContext, email: string) {
  const invalid = emailRequired(email);
  if (invalid.length > 0) return { success: false, errors: invalid };
  try {
    await createRegistrationApi(ctx.publicRest).resendCode(email.trim());
  } catch (error) {
    return { success: false, errors: userErrorsFrom(error) };
  }
  return { success: true, errors: [] };
}

export async function verifyRegistrationEmail(ctx: GraphQLContext, input: VerifyRegistrationEmailInput) {
  const invalid = [...emailRequired(input.email), ...required.code(input.code)];
  if (invalid.length > 0) return { success: false, errors: invalid };
  try {
    await createRegistrationApi(ctx.publicRest).verify(input.email.trim(), input.code.trim());
  } catch (error) {
    return { success: false, errors: userErrorsFrom(error, { codeFields: { INVALID_VERIFICATION_CODE: 'code' } }) };
  }
  return { success: true, errors: [] };
}

const failed = (errors: UserErrorDto[]) => ({
  outcome: null,
  providerSignInPath: null,
  companyRoleType: null,
  companyName: null,
  viewer: null,
  errors,
});

/**
 * Steps createPassword and claim: the api sets the password and places the user in their
 * company. A user who may sign in now is signed in through the ordinary sign-in path (same
 * cookies and session-start rules, no remember-me); one awaiting approval gets no session.
 */
export async function createPassword(ctx: GraphQLContext, input: CreatePasswordInput) {
  const choice = companyChoice(input.company);
  const social = registrationIdentity(ctx, input.email);
  const password = input.password ?? '';
  // Through a provider the emailed code is not needed, and the password is the person's choice.
  const invalid = [
    ...emailRequired(input.email),
    ...(social ? [] : required.code(input.code ?? '')),
    ...(social && password === '' ? [] : await newPassword(ctx.services.features.passwordPolicy, password, 'password')),
    ...choice.errors,
  ];
  if (invalid.length > 0) return failed(invalid);
  const email = input.email.trim();
  let result;
  try {
    result = await createRegistrationApi(ctx.publicRest).setPassword({
      email,
      ...(social ? { identityToken: social.identityToken } : { code: (input.code ?? '').trim() }),
      ...(password !== '' ? { password } : {}),
      ...(choice.company ? { company: choice.company } : {}),
    });
  } catch (error) {
    return failed(
      signUpErrors(error, {
        fields: { 'company.id': 'company.existingCompanyId' },
        codeFields: { INVALID_VERIFICATION_CODE: 'code', COMPANY_DOMAIN_MISMATCH: 'company.existingCompanyId' },
      }),
    );
  }
  const company = { companyRoleType: ROLE_TYPES[result.company.role.type], companyName: result.company.name };
  ctx.request.log.info({ userId: result.userId, outcome: result.outcome }, 'registration finished');
  const done = { ...company, viewer: null, providerSignInPath: null, errors: [] };
  if (result.outcome === 'PENDING_APPROVAL') return { ...done, outcome: 'PENDING_APPROVAL' as const };
  if (social && password === '') {
    // No password to sign in with: the provider signs the new account in (its identity is linked).
    const success = company.companyRoleType === 'SPONSOR' ? '/register-success-sponsor' : '/register-success-partner';
    return {
      ...done,
      outcome: 'PROVIDER_SIGN_IN' as const,
      providerSignInPath: providerSignInPath(social.provider, success),
    };
  }
  const signedIn = await signIn(ctx, { email, password, rememberMe: false });
  if (signedIn.viewer) return { ...done, outcome: 'SIGNED_IN' as const, viewer: signedIn.viewer };
  // A pool that demands more (e.g. MFA set-up) or a refusal: the account exists, sign-in is next.
  ctx.session.clearChallenge();
  return { ...done, outcome: null, errors: [userError('SIGN_IN_REQUIRED', ACCOUNT_READY)] };
}
