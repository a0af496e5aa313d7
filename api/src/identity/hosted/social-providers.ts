import { randomBytes } from 'node:crypto';
import { DEMO_IDENTITIES } from './demo-identities.js';
import { createLocalOidcProvider, type LocalOidcProvider } from './local-oidc-provider.js';

/** A social identity provider the hosted sign-in federates to (`identity_provider=<name>`). */
export interface SocialProvider {
  /** Cognito's provider name: the prefix of federated usernames (`Google_<sub>`). */
  name: keyof typeof DEMO_IDENTITIES;
  /** `providerType` of the `identities` claim: Cognito says `Google` for Google, `OIDC` for OIDC providers. */
  type: 'Google' | 'OIDC';
  issuer: string;
  clientId: string;
  clientSecret: string;
  local: LocalOidcProvider;
}

const SOCIAL = [
  { name: 'Google', type: 'Google', path: 'google' },
  { name: 'Microsoft', type: 'OIDC', path: 'microsoft' },
  { name: 'LinkedIn', type: 'OIDC', path: 'linkedin' },
] as const;

/** The emulator's callback from the providers, as Cognito's `/oauth2/idpresponse`. */
export const idpResponseUrl = (endpoint: string): string => `${endpoint}/oauth2/idpresponse`;

/** One local OpenID provider per name, mounted under `<endpoint>/social/<name>`, the emulator its only client. */
export function createSocialProviders(endpoint: string): Map<string, SocialProvider> {
  const providers = new Map<string, SocialProvider>();
  for (const social of SOCIAL) {
    const issuer = `${endpoint}/social/${social.path}`;
    const clientId = `cognito-local-${social.path}`;
    const clientSecret = randomBytes(24).toString('base64url');
    const local = createLocalOidcProvider({
      issuer,
      title: `${social.name} (local stand-in)`,
      identities: DEMO_IDENTITIES[social.name],
      clients: [{ clientId, clientSecret, redirectUris: [idpResponseUrl(endpoint)] }],
    });
    providers.set(social.name, { name: social.name, type: social.type, issuer, clientId, clientSecret, local });
  }
  return providers;
}
