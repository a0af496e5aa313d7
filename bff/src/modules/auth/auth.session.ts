import type { AuthChallenge } from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { requireCaller } from '../../directives/access.js';
import { AppError, MESSAGES } from '../../errors/error.codes.js';
import { catalogueEntry } from '../../errors/error.catalogue.js';
import { SIGN_IN_MESSAGES } from '../../errors/identity.errors.js';
import type { IdentityTokens } from '../../identity/identity.client.js';
import type { SessionData } from '../../session/session.model.js';
import { createSessionApi } from '../../session/session.api.js';
import { createUserApi, type UserDto } from '../user/index.js';
import { viewerModel, type ViewerModel } from '../viewer/index.js';
import { userError, type UserErrorDto } from './auth.validation.js';

/** What signIn and respondToChallenge answer. */
export interface SignInResult {
  viewer: ViewerModel | null;
  challenge: AuthChallenge | null;
  errors: UserErrorDto[];
}

export const failed = (...errors: UserErrorDto[]): SignInResult => ({ viewer: null, challenge: null, errors });

/** Runs a lockout-store call; a store outage must not stop sign-in (Cognito throttles too). */
export async function safely<T>(ctx: GraphQLContext, fallback: T, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    ctx.request.log.error({ err: error }, 'sign-in lockout store failed');
    return fallback;
  }
}

/** Revokes a refresh token we will not keep; its failure changes nothing for the user. */
export async function revokeQuietly(ctx: GraphQLContext, refreshToken: string): Promise<void> {
  await ctx.identity
    .revoke(refreshToken)
    .catch((error: unknown) => ctx.request.log.warn({ err: error }, 'refresh token revocation failed'));
}

const REFUSALS = new Set(['USER_INACTIVE', 'COMPANY_INACTIVE', 'MEMBERSHIP_PENDING', 'SSO_REQUIRED']);

/**
 * Ends the server-side record, so copies of the cookie are refused everywhere. An api that cannot
 * be reached must not keep the user signed in here: the cookies go regardless, and the record
 * then ends at its idle limit (logged, so an operator can see it).
 */
export async function endServerSession(ctx: GraphQLContext): Promise<void> {
  await createSessionApi(ctx.rest)
    .end()
    .catch((error: unknown) => ctx.request.log.warn({ err: error }, 'server-side session not ended at sign-out'));
}

/** Spec §4's session start rule for a non-admin: the user and their company must be active. */
async function activeUser(ctx: GraphQLContext, idToken: string): Promise<UserDto | UserErrorDto> {
  let user: UserDto;
  try {
    user = await createUserApi(ctx.restAs({ token: idToken, impersonatedUserId: null })).current();
  } catch (error) {
    if (error instanceof AppError && REFUSALS.has(error.code)) return userError(error.code, error.message);
    // An identity without a platform user (never provisioned, or deleted): it cannot sign in.
    if (error instanceof AppError && (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND')) {
      return userError('AUTHENTICATION_ERROR', SIGN_IN_MESSAGES.authenticationError);
    }
    throw error;
  }
  if (!user.active) return userError('USER_INACTIVE', catalogueEntry(112).message);
  if (user.company && !user.company.active) return userError('COMPANY_INACTIVE', MESSAGES.companyInactive);
  return user;
}

/**
 * Turns tokens into a session: admins (ID token group) start without a target; anyone else only
 * when their user and company are active. A refused user's refresh token is revoked and no
 * cookie is written.
 */
export async function completeSignIn(
  ctx: GraphQLContext,
  tokens: IdentityTokens,
  pending: { email: string; rememberMe: boolean; viaProvider?: boolean },
): Promise<SignInResult> {
  const refuse = async (error: UserErrorDto): Promise<SignInResult> => {
    if (tokens.refreshToken) await revokeQuietly(ctx, tokens.refreshToken);
    ctx.session.clearChallenge();
    return failed(error);
  };
  let claims;
  try {
    claims = await ctx.services.verifier.verifyIdToken(tokens.idToken);
  } catch (error) {
    ctx.request.log.error({ err: error }, 'identity returned an ID token that does not verify');
    return refuse(userError('AUTHENTICATION_ERROR', SIGN_IN_MESSAGES.authenticationError));
  }
  if (!tokens.refreshToken) return refuse(userError('AUTHENTICATION_ERROR', SIGN_IN_MESSAGES.authenticationError));
  const isAdmin = claims.groups.includes(ctx.config.cognito.adminGroup);
  let user: UserDto | null = null;
  if (!isAdmin) {
    const checked = await activeUser(ctx, tokens.idToken).catch(async (error: unknown) => {
      if (tokens.refreshToken) await revokeQuietly(ctx, tokens.refreshToken);
      throw error;
    });
    if (!('id' in checked)) return refuse(checked);
    user = checked;
  }
  const started = await createSessionApi(ctx.restAs({ token: tokens.idToken, impersonatedUserId: null }))
    .start(pending.rememberMe)
    .catch(async (error: unknown) => {
      if (tokens.refreshToken) await revokeQuietly(ctx, tokens.refreshToken);
      throw error;
    });
  const data: SessionData = {
    sessionId: started.secret,
    idToken: tokens.idToken,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    issuedAt: ctx.services.now(),
    rememberMe: pending.rememberMe,
    email: claims.email ?? pending.email,
    userId: user?.id ?? null,
    isAdmin,
    impersonatedUserId: null,
    actingRole: user?.role ?? null,
  };
  ctx.session.start(data);
  if (user) ctx.loaders.userById.prime(user.id, user);
  if (user && !pending.viaProvider) await ctx.services.features.afterPasswordSignIn?.(ctx, tokens.idToken, data.email);
  await safely(ctx, undefined, () => ctx.services.lockout.signedIn(pending.email, ctx.request.ip));
  ctx.request.log.info({ userId: data.userId, isAdmin, rememberMe: data.rememberMe }, 'signed in');
  return { viewer: viewerModel(requireCaller(ctx)), challenge: null, errors: [] };
}
