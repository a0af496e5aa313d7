import type { LocalIdentity } from './demo-identities.js';
import { createLocalOidcProvider, type LocalOidcProvider } from './local-oidc-provider.js';
import { idpResponseUrl } from './social-providers.js';

/**
 * The local stand-in for a company's own OpenID Connect provider (issue 30, company single sign-on):
 * Helixa Biotherapeutics' "corporate sign-in", served by the emulator itself. The api seed, the e2e
 * tests and the README cite these constants; the secret is fixed and for the local demo only.
 */
export const COMPANY_IDP_PATH = '/company-idp/helixa';
export const COMPANY_IDP_CLIENT_ID = 'trialbridge-helixa';
export const COMPANY_IDP_CLIENT_SECRET = 'helixa-local-secret';
export const COMPANY_IDP_TITLE = 'Helixa Biotherapeutics sign-in (local stand-in)';
/** What the company's provider asserts about every sign-in: a password and a second factor. */
export const COMPANY_IDP_AMR: readonly string[] = ['pwd', 'mfa'];

/** The issuer (and OIDC discovery base) of the company provider on an emulator at `endpoint`. */
export const companyIdpIssuer = (endpoint: string): string => `${endpoint.replace(/\/+$/, '')}${COMPANY_IDP_PATH}`;

export const COMPANY_IDP_IDENTITIES = [
  // The sponsor member persona (Helixa Biotherapeutics): an account exists.
  {
    sub: 'helixa-00017-marcus.chen',
    email: 'sponsor.member@demo.test',
    emailVerified: true,
    givenName: 'Marcus',
    familyName: 'Chen',
  },
  // No Trialbridge account yet: the just-in-time member of Helixa.
  {
    sub: 'helixa-00342-nora.patel',
    email: 'nora.patel@demo.test',
    emailVerified: true,
    givenName: 'Nora',
    familyName: 'Patel',
  },
] as const satisfies readonly LocalIdentity[];

/** The company provider mounted at `<endpoint>/company-idp/helixa`, the emulator its confidential client. */
export function createCompanyIdp(endpoint: string): LocalOidcProvider {
  return createLocalOidcProvider({
    issuer: companyIdpIssuer(endpoint),
    title: COMPANY_IDP_TITLE,
    identities: COMPANY_IDP_IDENTITIES,
    clients: [
      {
        clientId: COMPANY_IDP_CLIENT_ID,
        clientSecret: COMPANY_IDP_CLIENT_SECRET,
        redirectUris: [idpResponseUrl(endpoint)],
      },
    ],
    amr: [...COMPANY_IDP_AMR],
  });
}
