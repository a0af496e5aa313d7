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
  if (invalid.length > 0) return { userId: null, errors: invalid };
  const body: SignupBody = {
    email: input.email.trim(),
    firstName: input.firstName,
    lastName: input.lastName,
    referralSource: input.referralSource,
    ...present('jobTitle', input.jobTitle),
    ...present('phone', input.phone),
    ...present('referralOther', input.referralOther),
    ...present('invitationToken', input.invitationToken?.trim() || null),
  };
  const api = createRegistrationApi(ctx.publicRest);
  const eventCode = input.eventCode?.trim();
  try {
    const { userId } = eventCode ? await api.eventSignUp({ ...body, eventCode }) : await api.signUp(body);
    return { userId: String(userId), errors: [] };
  } catch (error) {
    return {
      userId: null,
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
  const invalid = [
    ...emailRequired(input.email),
    ...required.code(input.code),
    ...(await newPassword(ctx.services.features.passwordPolicy, input.password, 'password')),
    ...choice.errors,
  ];
  if (invalid.length > 0) return failed(invalid);
  const email = input.email.trim();
  let result;
  try {
    result = await createRegistrationApi(ctx.publicRest).setPassword({
      email,
      code: input.code.trim(),
      password: input.password,
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
  if (result.outcome === 'PENDING_APPROVAL')
    return { outcome: 'PENDING_APPROVAL' as const, ...company, viewer: null, errors: [] };
  const signedIn = await signIn(ctx, { email, password: input.password, rememberMe: false });
  if (signedIn.viewer) return { outcome: 'SIGNED_IN' as const, ...company, viewer: signedIn.viewer, errors: [] };
  // A pool that demands more (e.g. MFA set-up) or a refusal: the account exists, sign-in is next.
  ctx.session.clearChallenge();
  return { outcome: null, ...company, viewer: null, errors: [userError('SIGN_IN_REQUIRED', ACCOUNT_READY)] };
}
