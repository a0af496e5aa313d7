import type { GraphQLContext } from '../../context.js';
import { createSignInMethodsApi, type SocialProviderName } from './social-sign-in.api.js';
import { createSocialCookies } from './social-sign-in.cookies.js';

export const socialCookiesOf = (ctx: GraphQLContext) =>
  createSocialCookies({ sealer: ctx.services.sealer, secure: ctx.config.secureCookies, now: ctx.services.now });

/**
 * After a password sign-in: the identity a social sign-in left waiting (LINK_REQUIRED, or
 * REGISTRATION finished by registration's own sign-in) is linked when its email is the account's.
 * The person has just proved both: the provider's identity, then the account's password (and
 * second factor). A failure to link does not undo the sign-in; it is logged.
 */
export async function linkPendingIdentity(ctx: GraphQLContext, idToken: string, email: string): Promise<void> {
  const cookies = socialCookiesOf(ctx);
  const pending = cookies.readOutcome(ctx.request);
  if (!pending?.identityToken || pending.status === 'FAILED') return;
  cookies.clearOutcome(ctx.request, ctx.reply);
  if (pending.email !== email.trim().toLowerCase()) return;
  try {
    await createSignInMethodsApi(ctx.restAs({ token: idToken, impersonatedUserId: null })).link(pending.identityToken);
    ctx.request.log.info({ provider: pending.provider }, 'social identity linked after password sign-in');
  } catch (error) {
    ctx.request.log.warn({ err: error, provider: pending.provider }, 'social identity not linked after sign-in');
  }
}

/**
 * The identity this browser's social sign-in left for registering `email` (status REGISTRATION,
 * the same email), or null: registration then skips the emailed code and links it.
 */
export function registrationIdentity(
  ctx: GraphQLContext,
  email: string,
): { identityToken: string; provider: SocialProviderName } | null {
  const pending = socialCookiesOf(ctx).readOutcome(ctx.request);
  if (pending?.status !== 'REGISTRATION' || !pending.identityToken || pending.provider === 'COMPANY') return null;
  return pending.email === email.trim().toLowerCase()
    ? { identityToken: pending.identityToken, provider: pending.provider }
    : null;
}

/** The path that signs in with `provider` and returns to `returnTo` (the bff's start route). */
export const providerSignInPath = (provider: SocialProviderName, returnTo: string): string =>
  `/auth/social/${provider.toLowerCase()}?intent=signin&returnTo=${encodeURIComponent(returnTo)}`;
