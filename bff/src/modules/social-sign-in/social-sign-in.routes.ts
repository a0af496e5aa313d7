import type { FastifyInstance, FastifyReply } from 'fastify';
import { type AppServices, createContext, type GraphQLContext } from '../../context.js';
import { AppError } from '../../errors/error.codes.js';
import { userErrorsFrom } from '../../errors/user.errors.js';
import type { IdentityTokens } from '../../identity/identity.client.js';
import { completeSignIn, revokeQuietly } from '../auth/index.js';
import { createSignInMethodsApi, type SocialProviderName } from './social-sign-in.api.js';
import { createSocialCookies, SOCIAL_FLOW_MAX_AGE_S, type SocialFlow } from './social-sign-in.cookies.js';
import { type FlowSecrets, createHostedSignIn, HostedSignInError, newFlowSecrets } from './social-sign-in.hosted.js';
import { companyProviderFor, companySignInStatus } from './social-sign-in.company.js';
import {
  failureMessage,
  type FlowFailure,
  POOL_PROVIDER_NAMES,
  PROVIDER_BY_SEGMENT,
  safeReturnTo,
  withSocialFlag,
} from './social-sign-in.messages.js';
import { socialSignInSettings } from './social-sign-in.settings.js';

/** The hosted sign-in's error answer (RFC 6749 §4.1.2.1) in the user's terms. */
function callbackFailure(error: string): FlowFailure {
  if (error === 'temporarily_unavailable') return 'SOCIAL_PROVIDER_UNAVAILABLE';
  if (error === 'server_error') return 'SOCIAL_RESPONSE_INVALID';
  return 'SOCIAL_CANCELLED';
}

export const CALLBACK_PATH = '/auth/social/callback';
const DEFAULT_RETURN = '/dashboard';

interface StartQuery {
  intent?: string;
  returnTo?: string;
  rememberMe?: string;
  from?: string;
}

/** The claims of an ID token the code exchange has verified: only the names for the registration form. */
function profileOf(idToken: string): { email: string | null; firstName: string | null; lastName: string | null } {
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : null);
  return {
    email: text(claims.email)?.toLowerCase() ?? null,
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
  };
}

/**
 * Social sign-in's browser routes (docs/social-sign-in.md): `GET /auth/social/{google|microsoft|
 * linkedin}` starts the authorization-code flow at the user pool's hosted sign-in, and
 * `GET /auth/social/callback` finishes it. Every token stays here: a linked identity starts a
 * session as a password does (completeSignIn's rules: inactive users and companies refused);
 * anything else leaves an outcome for /login, /register or My account to show.
 */
export async function registerSocialSignInRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const settings = socialSignInSettings(services.config);
  const cookies = createSocialCookies({
    sealer: services.sealer,
    secure: services.config.secureCookies,
    now: services.now,
  });
  const hosted = createHostedSignIn({
    issuer: settings.issuer,
    clientId: services.config.cognito.clientId,
    redirectUri: new URL(CALLBACK_PATH, services.config.publicUrl).toString(),
    timeoutSeconds: settings.timeoutSeconds,
  });
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  /** Leaves a failure for the page the flow came from, and goes there. */
  function fail(
    reply: FastifyReply,
    flow: Pick<SocialFlow, 'provider' | 'label' | 'intent' | 'returnTo' | 'origin'>,
    code: FlowFailure | string,
    message?: string,
  ) {
    cookies.writeOutcome(reply, {
      provider: flow.provider,
      status: 'FAILED',
      email: null,
      firstName: null,
      lastName: null,
      code,
      message: message ?? failureMessage(code as FlowFailure, flow.label),
      identityToken: null,
      expiresAt: services.now() + SOCIAL_FLOW_MAX_AGE_S * 1000,
    });
    return noStore(reply).redirect(withSocialFlag(flow.intent === 'link' ? flow.returnTo : flow.origin), 302);
  }

  /** Sends the browser to the hosted sign-in for `base.identityProvider`, the flow's secrets sealed in a cookie. */
  async function startFlow(
    reply: FastifyReply,
    base: Omit<SocialFlow, keyof FlowSecrets | 'rememberMe' | 'expiresAt'>,
    rememberMe: boolean,
  ) {
    const secrets = newFlowSecrets();
    let target: URL;
    try {
      target = await hosted.authorizationUrl(base.identityProvider, secrets);
    } catch (error) {
      services.log.warn({ err: error, provider: base.provider }, 'hosted sign-in unreachable');
      return fail(reply, base, 'SOCIAL_PROVIDER_UNAVAILABLE');
    }
    cookies.writeFlow(reply, {
      ...secrets,
      ...base,
      rememberMe,
      expiresAt: services.now() + SOCIAL_FLOW_MAX_AGE_S * 1000,
    });
    return noStore(reply).redirect(target.toString(), 302);
  }

  app.get<{ Params: { provider: string }; Querystring: StartQuery }>(
    '/auth/social/:provider',
    async (request, reply) => {
      const provider = PROVIDER_BY_SEGMENT[request.params.provider];
      if (!provider) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
      const intent = request.query.intent === 'link' ? 'link' : 'signin';
      const origin = request.query.from === 'register' ? '/register' : '/login';
      const returnTo =
        safeReturnTo(request.query.returnTo) ?? (intent === 'link' ? '/my-account?tab=security' : DEFAULT_RETURN);
      const label = POOL_PROVIDER_NAMES[provider];
      const base = { provider, label, identityProvider: label, intent, returnTo, origin } as const;
      if (!settings.providers.includes(provider)) return fail(reply, base, 'SOCIAL_PROVIDER_UNAVAILABLE');
      return startFlow(reply, base, request.query.rememberMe === '1');
    },
  );

  // A company's own provider (docs/company-sso.md): the api says which, from the email typed on /login.
  app.get<{ Querystring: StartQuery & { email?: string } }>('/auth/sso', async (request, reply) => {
    const returnTo = safeReturnTo(request.query.returnTo) ?? DEFAULT_RETURN;
    const email = typeof request.query.email === 'string' ? request.query.email.trim().slice(0, 254) : '';
    const ctx = await createContext(services, request, reply);
    const company = email ? await companyProviderFor(ctx, email) : null;
    const base = {
      provider: 'COMPANY' as const,
      label: company?.companyName ?? 'your company',
      identityProvider: company?.providerName ?? '',
      intent: 'signin' as const,
      returnTo,
      origin: '/login' as const,
    };
    if (!company) return fail(reply, base, 'SSO_NOT_AVAILABLE');
    return startFlow(reply, base, request.query.rememberMe === '1');
  });

  app.get(CALLBACK_PATH, async (request, reply) => {
    const flow = cookies.readFlow(request);
    // One answer per flow: a replayed or forged callback finds no flow (or another state).
    cookies.clearFlow(reply);
    const query = request.query as Record<string, unknown>;
    if (!flow) {
      const provider: SocialProviderName = 'GOOGLE';
      const fallback = {
        provider,
        label: 'the provider',
        intent: 'signin' as const,
        returnTo: DEFAULT_RETURN,
        origin: '/login' as const,
      };
      return fail(
        reply,
        fallback,
        'SOCIAL_STATE_INVALID',
        'This sign-in expired or was already used, so you were not signed in. Start again.',
      );
    }
    if (query.state !== flow.state) return fail(reply, flow, 'SOCIAL_STATE_INVALID');
    if (typeof query.error === 'string') return fail(reply, flow, callbackFailure(query.error));
    let tokens: IdentityTokens;
    try {
      tokens = await hosted.exchange(new URL(request.url, services.config.publicUrl), flow);
    } catch (error) {
      if (!(error instanceof HostedSignInError)) throw error;
      request.log.warn({ err: error.cause ?? error, provider: flow.provider }, `social sign-in ${error.reason}`);
      return fail(
        reply,
        flow,
        error.reason === 'unavailable' ? 'SOCIAL_PROVIDER_UNAVAILABLE' : 'SOCIAL_RESPONSE_INVALID',
      );
    }
    const ctx = await createContext(services, request, reply);
    try {
      return flow.intent === 'link' ? await link(ctx, reply, flow, tokens) : await signIn(ctx, reply, flow, tokens);
    } catch (error) {
      if (tokens.refreshToken) await revokeQuietly(ctx, tokens.refreshToken);
      if (!(error instanceof AppError)) throw error;
      const [refusal] = userErrorsFrom(error);
      return fail(reply, flow, refusal?.code ?? error.code, refusal?.message ?? error.message);
    }
  });

  /** A linked identity's session, with password sign-in's rules (inactive users and companies refused). */
  async function startSession(ctx: GraphQLContext, reply: FastifyReply, flow: SocialFlow, tokens: IdentityTokens) {
    const profile = profileOf(tokens.idToken);
    const result = await completeSignIn(ctx, tokens, {
      email: profile.email ?? '',
      rememberMe: flow.rememberMe,
      viaProvider: true,
    });
    const [refusal] = result.errors;
    if (refusal) return fail(reply, flow, refusal.code, refusal.message);
    return noStore(reply).redirect(flow.returnTo, 302);
  }

  /** Links the identity to the signed-in user (My account › Security), who stays signed in as they were. */
  async function link(ctx: GraphQLContext, reply: FastifyReply, flow: SocialFlow, tokens: IdentityTokens) {
    const caller = ctx.session.peekCaller();
    if (tokens.refreshToken) await revokeQuietly(ctx, tokens.refreshToken);
    if (!caller || caller.source !== 'cookie') return noStore(reply).redirect('/login', 302);
    await ctx.api.signInMethods.link(tokens.idToken);
    return noStore(reply).redirect(flow.returnTo, 302);
  }

  async function signIn(ctx: GraphQLContext, reply: FastifyReply, flow: SocialFlow, tokens: IdentityTokens) {
    const refuse = async (code: FlowFailure | string) => {
      if (tokens.refreshToken) await revokeQuietly(ctx, tokens.refreshToken);
      return fail(reply, flow, code);
    };
    // The bff's verifier checks what openid-client does not (token_use): a refusal is the answer's fault, not a 500.
    const claims = await ctx.services.verifier.verifyIdToken(tokens.idToken).catch((error: unknown) => {
      ctx.request.log.warn({ err: error, provider: flow.provider }, 'social sign-in ID token refused by the verifier');
      return null;
    });
    if (!claims) return refuse('SOCIAL_RESPONSE_INVALID');
    // An admin acts as others: never through a provider's word alone.
    if (claims.groups.includes(ctx.config.cognito.adminGroup)) return refuse('SOCIAL_NOT_FOR_ADMINS');
    if (flow.provider === 'COMPANY') {
      const company = await companySignInStatus(ctx, tokens.idToken);
      if (company.refusal) return refuse(company.refusal);
      if (company.mfaRequired) return refuse('SOCIAL_MFA_REQUIRED');
      return startSession(ctx, reply, flow, tokens);
    }
    const identity = await createSignInMethodsApi(
      ctx.restAs({ token: tokens.idToken, impersonatedUserId: null }),
    ).federatedIdentity();
    if (identity.status === 'EMAIL_UNVERIFIED') return refuse('SOCIAL_EMAIL_UNVERIFIED');
    if (identity.status === 'LINKED') {
      if (identity.mfaRequired) return refuse('SOCIAL_MFA_REQUIRED');
      return startSession(ctx, reply, flow, tokens);
    }
    // Confirm with the password (LINK_REQUIRED) or register (REGISTRATION): the next sign-in links it.
    if (tokens.refreshToken) await revokeQuietly(ctx, tokens.refreshToken);
    cookies.writeOutcome(reply, {
      provider: flow.provider,
      status: identity.status,
      ...profileOf(tokens.idToken),
      code: null,
      message: null,
      identityToken: tokens.idToken,
      expiresAt: services.now() + SOCIAL_FLOW_MAX_AGE_S * 1000,
    });
    const page = identity.status === 'REGISTRATION' ? '/register' : '/login';
    return noStore(reply).redirect(withSocialFlag(page), 302);
  }
}
