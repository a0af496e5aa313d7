import type { SocialProvider } from '../../__generated__/graphql';

/** The providers with a "Continue with" button (a company's own provider is found from the email instead). */
export type PublicProvider = Exclude<SocialProvider, 'COMPANY'>;

/** The providers offered beside the password, in the order the buttons show them. */
export const SOCIAL_PROVIDERS: readonly PublicProvider[] = ['GOOGLE', 'MICROSOFT', 'LINKEDIN'];

/** How each provider is named in the product's texts. */
export const SOCIAL_PROVIDER_LABELS: Readonly<Record<SocialProvider, string>> = {
  GOOGLE: 'Google',
  MICROSOFT: 'Microsoft',
  LINKEDIN: 'LinkedIn',
  COMPANY: 'your company',
};

/** `signin` from /login and /register; `link` from My account › Security (the viewer adds a way in). */
export type SocialIntent = 'signin' | 'link';

export interface SocialStartOptions {
  intent: SocialIntent;
  /** A same-origin path (already made safe, see `safeReturnTo`); left out when null. */
  returnTo?: string | null;
  /** The login form's "Remember me": the session then lasts 30 days, as with the password. */
  rememberMe?: boolean;
}

/**
 * The bff's route that starts a sign-in at the provider: `/auth/social/google?intent=signin&…`.
 * A full-page navigation (a plain link), never a fetch: the provider's pages are another site.
 */
export function socialSignInUrl(provider: PublicProvider, { intent, returnTo, rememberMe }: SocialStartOptions) {
  const params = new URLSearchParams({ intent });
  if (returnTo) params.set('returnTo', returnTo);
  if (rememberMe) params.set('rememberMe', '1');
  return `/auth/social/${provider.toLowerCase()}?${params.toString()}`;
}

/** The query parameter the bff adds when it comes back with an outcome to read (`socialSignIn`). */
export const SOCIAL_OUTCOME_PARAM = 'social';

/** Whether this URL's search says a social sign-in came back with an outcome (`?social=1`). */
export function hasSocialOutcome(params: URLSearchParams): boolean {
  return params.get(SOCIAL_OUTCOME_PARAM) === '1';
}
