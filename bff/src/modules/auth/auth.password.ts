import type {
  ChangePasswordInput,
  ConfirmForgotPasswordInput,
  ForgotPasswordInput,
} from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { requireCaller } from '../../directives/access.js';
import { mapIdentityError } from '../../errors/identity.errors.js';
import { IdentityError } from '../../identity/identity.client.js';
import { createSessionApi } from '../../session/session.api.js';
import { verifySession } from '../../session/session.check.js';
import { safely } from './auth.session.js';
import { fromIdentity, maskEmail, newPassword, required, type UserErrorDto } from './auth.validation.js';

/** Failures that would tell whether an account exists: answered like a success instead. */
const SILENT_ON_FORGOT = new Set(['UserNotFoundException', 'InvalidParameterException', 'NotAuthorizedException']);

const success = { success: true, errors: [] as UserErrorDto[] };
const failure = (...errors: UserErrorDto[]) => ({ success: false, errors });

/** Sends a reset code; unknown emails get the very same answer (no account enumeration). */
export async function forgotPassword(ctx: GraphQLContext, input: ForgotPasswordInput) {
  const invalid = required.username(input.email);
  if (invalid.length > 0) return { deliveryDestination: null, errors: invalid };
  const email = input.email.trim();
  try {
    await ctx.identity.forgotPassword(email);
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    if (!SILENT_ON_FORGOT.has(error.failure.name)) {
      return { deliveryDestination: null, errors: [fromIdentity(mapIdentityError(error.failure, 'other'))] };
    }
    ctx.request.log.info({ reason: error.failure.name }, 'password reset asked for an account that cannot reset');
  }
  // Masked from what the user typed, so the answer is the same whether or not the account exists.
  return { deliveryDestination: maskEmail(email), errors: [] };
}

export async function confirmForgotPassword(ctx: GraphQLContext, input: ConfirmForgotPasswordInput) {
  const invalid = [
    ...required.username(input.email),
    ...required.code(input.code),
    ...(await newPassword(ctx.services.features.passwordPolicy, input.newPassword)),
  ];
  if (invalid.length > 0) return failure(...invalid);
  const email = input.email.trim();
  try {
    await ctx.identity.confirmForgotPassword(email, input.code.trim(), input.newPassword);
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    // An unknown account answers like a wrong code.
    const failureOf =
      error.failure.name === 'UserNotFoundException' ? { name: 'CodeMismatchException', message: '' } : error.failure;
    const mapped = mapIdentityError(failureOf, 'password');
    return failure(fromIdentity(mapped, mapped.code === 'INVALID_PASSWORD' ? 'newPassword' : 'code'));
  }
  // A fresh password ends the account's lockout and that of the address that reset it.
  await safely(ctx, undefined, () => ctx.services.lockout.passwordReset(email, ctx.request.ip));
  return success;
}

export async function changePassword(ctx: GraphQLContext, input: ChangePasswordInput) {
  const invalid = [
    ...required.password(input.currentPassword, 'currentPassword'),
    ...(await newPassword(ctx.services.features.passwordPolicy, input.newPassword)),
  ];
  if (invalid.length > 0) return failure(...invalid);
  const { accessToken } = requireCaller(ctx);
  await verifySession(ctx);
  try {
    await ctx.identity.changePassword(accessToken, input.currentPassword, input.newPassword);
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    const mapped = mapIdentityError(error.failure, 'password');
    return failure(fromIdentity(mapped, mapped.code === 'INVALID_PASSWORD' ? 'newPassword' : 'currentPassword'));
  }
  await renewServerSession(ctx);
  return success;
}

/**
 * A new password ends every session of the account, copies of this browser's cookie included;
 * this browser goes on in a new one. If the api cannot be reached the password is changed all the
 * same (Cognito did it): the failure is logged, the old sessions end at their idle limit.
 */
async function renewServerSession(ctx: GraphQLContext): Promise<void> {
  try {
    const renewed = await createSessionApi(ctx.rest).renew('password_changed');
    ctx.session.update({ sessionId: renewed.secret });
  } catch (error) {
    ctx.request.log.error({ err: error }, 'sessions not renewed after a password change');
  }
}
