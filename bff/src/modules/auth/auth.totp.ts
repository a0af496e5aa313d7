import type { GraphQLContext } from '../../context.js';
import { requireCaller } from '../../directives/access.js';
import { verifySession } from '../../session/session.check.js';
import { mapIdentityError } from '../../errors/identity.errors.js';
import { IdentityError } from '../../identity/identity.client.js';
import { fromIdentity, required, type UserErrorDto } from './auth.validation.js';

export const TOTP_ISSUER = 'Trialbridge';

/** The Key URI an authenticator app reads from a QR code. */
export function otpauthUri(email: string, secret: string): string {
  return `otpauth://totp/${TOTP_ISSUER}:${encodeURIComponent(email)}?secret=${encodeURIComponent(secret)}&issuer=${TOTP_ISSUER}`;
}

async function identityCall<T>(run: () => Promise<T>): Promise<{ value: T } | { error: UserErrorDto }> {
  try {
    return { value: await run() };
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    return { error: fromIdentity(mapIdentityError(error.failure, 'other'), 'code') };
  }
}

/** The signed-in user's email: the session's, or (partner bearer callers) their user's. */
async function viewerEmail(ctx: GraphQLContext): Promise<string> {
  return requireCaller(ctx).email ?? (await ctx.loaders.actingUser())?.email ?? '';
}

export async function setUpTotp(ctx: GraphQLContext) {
  const { accessToken } = requireCaller(ctx);
  await verifySession(ctx);
  const result = await identityCall(() => ctx.identity.associateSoftwareToken({ accessToken }));
  if ('error' in result) return { totpSetup: null, errors: [result.error] };
  const { secret } = result.value;
  return { totpSetup: { secret, otpauthUri: otpauthUri(await viewerEmail(ctx), secret) }, errors: [] };
}

/** Confirms the app with one of its codes, then makes TOTP required (and preferred) at sign-in. */
export async function verifyTotp(ctx: GraphQLContext, code: string) {
  const invalid = required.code(code);
  if (invalid.length > 0) return { totpEnabled: false, errors: invalid };
  const { accessToken } = requireCaller(ctx);
  await verifySession(ctx);
  const result = await identityCall(async () => {
    await ctx.identity.verifySoftwareToken({ accessToken }, code.trim());
    await ctx.identity.setTotpEnabled(accessToken, true);
  });
  return 'error' in result ? { totpEnabled: false, errors: [result.error] } : { totpEnabled: true, errors: [] };
}

export async function disableTotp(ctx: GraphQLContext) {
  const { accessToken } = requireCaller(ctx);
  await verifySession(ctx);
  const result = await identityCall(() => ctx.identity.setTotpEnabled(accessToken, false));
  if ('error' in result) return { totpEnabled: true, errors: [{ ...result.error, field: null }] };
  return { totpEnabled: false, errors: [] };
}
