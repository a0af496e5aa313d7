import type {
  AuthChallengeName,
  MfaType,
  RespondToChallengeInput,
  SignInInput,
  TotpSetup,
} from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { catalogueEntry } from '../../errors/error.catalogue.js';
import { mapIdentityError, SIGN_IN_MESSAGES } from '../../errors/identity.errors.js';
import { IdentityError, type AuthStep } from '../../identity/identity.client.js';
import { CHALLENGE_MAX_AGE } from '../../session/session.cookies.js';
import type { PendingChallenge } from '../../session/session.model.js';
import { completeSignIn, failed, safely, type SignInResult } from './auth.session.js';
import { otpauthUri } from './auth.totp.js';
import { fromIdentity, newPassword, required, userError } from './auth.validation.js';

/** The identity service's challenge names, as the schema names them. */
const CHALLENGES: Readonly<Record<string, AuthChallengeName>> = {
  CUSTOM_CHALLENGE: 'CUSTOM_CHALLENGE',
  SMS_MFA: 'MFA_REQUIRED',
  MFA_SETUP: 'MFA_SETUP',
  NEW_PASSWORD_REQUIRED: 'NEW_PASSWORD_REQUIRED',
  SOFTWARE_TOKEN_MFA: 'TOTP_REQUIRED',
  SELECT_MFA_TYPE: 'SELECT_MFA_TYPE',
};
const MFA_TYPES: Readonly<Record<string, MfaType>> = { SMS_MFA: 'SMS', SOFTWARE_TOKEN_MFA: 'TOTP' };
const MFA_ANSWERS: Readonly<Record<string, string>> = { SMS: 'SMS_MFA', TOTP: 'SOFTWARE_TOKEN_MFA' };
const EXPIRED = 'Your sign-in has expired. Please sign in again.';

function availableMfaTypes(raw: string | undefined): MfaType[] {
  try {
    const names: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(names)
      ? names.flatMap((name) => (typeof name === 'string' && MFA_TYPES[name] ? [MFA_TYPES[name]] : []))
      : [];
  } catch {
    return [];
  }
}

/** The account's ceiling (lockout.signin.ts) in the user's words: what still lets the owner in. */
export const ACCOUNT_PROTECTED_MESSAGE =
  'This account had too many failed sign-in attempts today, so its password alone does not sign it in for now. ' +
  'Choose “Forgot password?”: we email you a one-time code, you set a new password, and you can sign in at once. ' +
  'With two-step verification on, your authenticator code signs you in as usual.';

const accountProtected = () => failed(userError('ACCOUNT_PROTECTED', ACCOUNT_PROTECTED_MESSAGE));

const isSecondFactor = (step: AuthStep) =>
  step.kind === 'challenge' && ['SOFTWARE_TOKEN_MFA', 'SMS_MFA', 'SELECT_MFA_TYPE'].includes(step.name);

/** Tokens end the sign-in; a challenge is remembered in the encrypted challenge cookie. */
async function continueWith(
  ctx: GraphQLContext,
  step: AuthStep,
  pending: { email: string; rememberMe: boolean },
): Promise<SignInResult> {
  if (step.kind === 'tokens') return completeSignIn(ctx, step.tokens, pending);
  const name = Object.hasOwn(CHALLENGES, step.name) ? CHALLENGES[step.name] : undefined;
  if (!name) {
    ctx.request.log.warn({ challenge: step.name }, 'unsupported sign-in challenge');
    ctx.session.clearChallenge();
    return failed(userError('AUTHENTICATION_ERROR', SIGN_IN_MESSAGES.authenticationError));
  }
  const mfaTypes = name === 'SELECT_MFA_TYPE' ? availableMfaTypes(step.parameters.MFAS_CAN_CHOOSE) : [];
  if (name === 'SELECT_MFA_TYPE' && mfaTypes.length === 0) {
    ctx.session.clearChallenge();
    return failed(userError('AUTHENTICATION_ERROR', SIGN_IN_MESSAGES.noValidMfa));
  }
  let session = step.session;
  let totpSetup: TotpSetup | null = null;
  if (name === 'MFA_SETUP') {
    try {
      const associated = await ctx.identity.associateSoftwareToken({ session });
      session = associated.session ?? session;
      totpSetup = { secret: associated.secret, otpauthUri: otpauthUri(pending.email, associated.secret) };
    } catch (error) {
      if (!(error instanceof IdentityError)) throw error;
      return failed(fromIdentity(mapIdentityError(error.failure, 'other')));
    }
  }
  const challenge: PendingChallenge = {
    name: step.name,
    session,
    // Cognito wants its canonical username in every answer.
    username: step.parameters.USER_ID_FOR_SRP ?? pending.email,
    email: pending.email,
    rememberMe: pending.rememberMe,
    expiresAt: ctx.services.now() + CHALLENGE_MAX_AGE * 1000,
  };
  ctx.session.writeChallenge(challenge);
  return {
    viewer: null,
    errors: [],
    challenge: {
      name,
      availableMfaTypes: mfaTypes,
      totpSetup,
      codeDeliveryDestination: step.parameters.CODE_DELIVERY_DESTINATION ?? null,
    },
  };
}

export async function signIn(ctx: GraphQLContext, input: SignInInput): Promise<SignInResult> {
  const invalid = [...required.username(input.email), ...required.password(input.password)];
  if (invalid.length > 0) return failed(...invalid);
  const email = input.email.trim();
  const { lockout } = ctx.services;
  const address = ctx.request.ip;
  const locked = await safely(ctx, null, () => lockout.lockState(email, address));
  if (locked === 'pair') return failed(userError('ATTEMPT_LIMIT_EXCEEDED', catalogueEntry(115).message));
  let step: AuthStep;
  try {
    step = await ctx.identity.signIn(email, input.password);
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    const mapped = mapIdentityError(error.failure, 'signIn');
    if (mapped.code === 'INCORRECT_CREDENTIALS')
      await safely(ctx, undefined, () => lockout.recordFailure(email, address));
    // Past the account's ceiling a wrong password reads as a right one without a second factor:
    // no answer tells a guesser which passwords are wrong.
    if (locked === 'account' && mapped.code === 'INCORRECT_CREDENTIALS') return accountProtected();
    return failed(fromIdentity(mapped));
  }
  // Past the account's ceiling the password alone signs nobody in: a second factor does (the
  // identity service asks for it), else the emailed code of a password reset.
  if (locked === 'account' && !isSecondFactor(step)) {
    const refreshToken = step.kind === 'tokens' ? step.tokens.refreshToken : undefined;
    if (refreshToken) await safely(ctx, undefined, () => ctx.identity.revoke(refreshToken));
    return accountProtected();
  }
  return continueWith(ctx, step, { email, rememberMe: input.rememberMe ?? false });
}

function answerFor(pending: PendingChallenge, answer: string): Record<string, string> {
  const USERNAME = pending.username;
  switch (pending.name) {
    case 'SMS_MFA':
      return { USERNAME, SMS_MFA_CODE: answer };
    case 'SOFTWARE_TOKEN_MFA':
      return { USERNAME, SOFTWARE_TOKEN_MFA_CODE: answer };
    case 'NEW_PASSWORD_REQUIRED':
      return { USERNAME, NEW_PASSWORD: answer };
    case 'SELECT_MFA_TYPE':
      return { USERNAME, ANSWER: MFA_ANSWERS[answer] ?? answer };
    default:
      return { USERNAME, ANSWER: answer };
  }
}

async function validateAnswer(ctx: GraphQLContext, input: RespondToChallengeInput) {
  const missing = required.challengeResponse(input.answer);
  if (missing.length > 0) return missing;
  if (input.name === 'SELECT_MFA_TYPE' && !Object.hasOwn(MFA_ANSWERS, input.answer.trim())) {
    return [userError('BAD_USER_INPUT', SIGN_IN_MESSAGES.invalidMfaType, 'answer')];
  }
  return input.name === 'NEW_PASSWORD_REQUIRED'
    ? newPassword(ctx.services.features.passwordPolicy, input.answer, 'answer')
    : [];
}

export async function respondToChallenge(ctx: GraphQLContext, input: RespondToChallengeInput): Promise<SignInResult> {
  const invalid = await validateAnswer(ctx, input);
  if (invalid.length > 0) return failed(...invalid);
  const pending = ctx.session.readChallenge();
  if (!pending) return failed(userError('CHALLENGE_EXPIRED', EXPIRED));
  if (CHALLENGES[pending.name] !== input.name)
    return failed(userError('AUTHENTICATION_ERROR', SIGN_IN_MESSAGES.authenticationError, 'name'));
  // A new password is taken verbatim; codes and choices are trimmed.
  const answer = input.name === 'NEW_PASSWORD_REQUIRED' ? input.answer : input.answer.trim();
  let step: AuthStep;
  try {
    if (pending.name === 'MFA_SETUP') {
      const verified = await ctx.identity.verifySoftwareToken({ session: pending.session }, answer);
      step = await ctx.identity.respond(
        { name: 'MFA_SETUP', session: verified.session ?? pending.session },
        { USERNAME: pending.username },
      );
    } else {
      step = await ctx.identity.respond({ name: pending.name, session: pending.session }, answerFor(pending, answer));
    }
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    const mapped = mapIdentityError(error.failure, input.name === 'NEW_PASSWORD_REQUIRED' ? 'password' : 'signIn');
    // A mistyped code or weak password may be corrected within the same challenge.
    if (mapped.code === 'CODE_MISMATCH' || mapped.code === 'INVALID_PASSWORD')
      return failed(fromIdentity(mapped, 'answer'));
    ctx.session.clearChallenge();
    // NotAuthorized here means the identity service's challenge session is gone.
    return failed(
      mapped.code === 'INCORRECT_CREDENTIALS' ? userError('CHALLENGE_EXPIRED', EXPIRED) : fromIdentity(mapped),
    );
  }
  return continueWith(ctx, step, pending);
}
