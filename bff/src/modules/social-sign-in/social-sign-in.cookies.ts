import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sealer } from '../../session/session.crypto.js';
import type { SocialProviderName } from './social-sign-in.api.js';

/** How long a started sign-in may take at the provider, and how long its outcome is kept. */
export const SOCIAL_FLOW_MAX_AGE_S = 600;

/** A social provider, or the company's own (single sign-on). */
export type FlowProvider = SocialProviderName | 'COMPANY';

/** What the browser's trip to the provider must bring back (docs/social-sign-in.md). */
export interface SocialFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  provider: FlowProvider;
  /** The pool's name of the identity provider (`Google`, `sso-42`). */
  identityProvider: string;
  /** The provider as the user knows it (`Google`, or the company's name), for messages. */
  label: string;
  intent: 'signin' | 'link';
  /** Where the user goes afterwards: a same-origin path, checked when the flow started. */
  returnTo: string;
  /** Where the flow started: the outcome of a sign-in that did not finish is shown there. */
  origin: '/login' | '/register';
  rememberMe: boolean;
  expiresAt: number;
}

/** A social sign-in that did not end in a session, for /login and /register (the `socialSignIn` query). */
export interface SocialOutcome {
  provider: FlowProvider;
  status: 'LINK_REQUIRED' | 'REGISTRATION' | 'FAILED';
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  code: string | null;
  message: string | null;
  /** LINK_REQUIRED and REGISTRATION: the identity's ID token, which the next sign-in links. Never sent to the browser. */
  identityToken: string | null;
  expiresAt: number;
}

const FLOW = 'tb_social_flow';
const OUTCOME = 'tb_social';

export interface SocialCookies {
  readFlow(request: FastifyRequest): SocialFlow | null;
  writeFlow(reply: FastifyReply, flow: SocialFlow): void;
  clearFlow(reply: FastifyReply): void;
  readOutcome(request: FastifyRequest): SocialOutcome | null;
  writeOutcome(reply: FastifyReply, outcome: SocialOutcome): void;
  clearOutcome(request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * The flow's and the outcome's cookies: sealed (encrypted and authenticated) like the session's,
 * HttpOnly, SameSite=Lax (the provider's redirect back is a top-level GET, which Lax lets through),
 * `__Host-` prefixed over https. Each lives 10 minutes; the flow's is cleared as the callback reads
 * it, so a `state` is good for one answer only.
 */
export function createSocialCookies(options: { sealer: Sealer; secure: boolean; now: () => number }): SocialCookies {
  const prefix = options.secure ? '__Host-' : '';
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secure };
  const open = <T extends { expiresAt: number }>(request: FastifyRequest, name: string): T | null => {
    const sealed = request.cookies[`${prefix}${name}`];
    if (!sealed) return null;
    const value = options.sealer.open(name, sealed) as T | null;
    return value && typeof value.expiresAt === 'number' && value.expiresAt > options.now() ? value : null;
  };
  const write = (reply: FastifyReply, name: string, value: unknown) =>
    void reply.setCookie(`${prefix}${name}`, options.sealer.seal(name, value), {
      ...base,
      maxAge: SOCIAL_FLOW_MAX_AGE_S,
    });
  return {
    readFlow: (request) => open<SocialFlow>(request, FLOW),
    writeFlow: (reply, flow) => write(reply, FLOW, flow),
    clearFlow: (reply) => void reply.clearCookie(`${prefix}${FLOW}`, base),
    readOutcome: (request) => open<SocialOutcome>(request, OUTCOME),
    writeOutcome: (reply, outcome) => write(reply, OUTCOME, outcome),
    clearOutcome: (request, reply) => {
      if (request.cookies[`${prefix}${OUTCOME}`] !== undefined) void reply.clearCookie(`${prefix}${OUTCOME}`, base);
    },
  };
}
