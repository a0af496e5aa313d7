import { Type } from 'typebox';
import { DateTime, Nullable } from '../../http/schemas.js';
import { SOCIAL_PROVIDERS } from '../user/index.js';

/** COMPANY_SSO: the user's company's own provider (company single sign-on), which the company manages. */
export const SIGN_IN_METHOD_KINDS = ['PASSWORD', ...SOCIAL_PROVIDERS, 'COMPANY_SSO'] as const;
export const LINK_PROVIDERS = [...SOCIAL_PROVIDERS, 'COMPANY_SSO'] as const;

export const SignInMethodDto = Type.Object(
  {
    kind: Type.Enum(SIGN_IN_METHOD_KINDS),
    email: Nullable(Type.String({ description: 'The email the provider knows the identity by; null for PASSWORD.' })),
    linkedAt: Nullable(DateTime),
    canUnlink: Type.Boolean({
      description:
        "False for the password, for COMPANY_SSO (the company manages it) and for the account's last way in.",
    }),
  },
  { title: 'SignInMethodDto', description: 'One way into the account: its password, or a linked provider identity.' },
);

export const SignInMethodsDto = Type.Object(
  { methods: Type.Array(SignInMethodDto) },
  { title: 'SignInMethodsDto', description: 'Every way into the account, the password first.' },
);

export const LinkSignInMethodBody = Type.Object(
  {
    identityToken: Type.String({
      minLength: 1,
      maxLength: 8192,
      description: "The provider identity's ID token from the user pool (a federated user's), proving the identity.",
    }),
  },
  { title: 'LinkSignInMethodBody' },
);

export const ProviderParams = Type.Object({ provider: Type.Enum(LINK_PROVIDERS) });

export const FEDERATED_STATUSES = ['LINKED', 'LINK_REQUIRED', 'REGISTRATION', 'EMAIL_UNVERIFIED'] as const;

export const FederatedIdentityDto = Type.Object(
  {
    status: Type.Enum(FEDERATED_STATUSES, {
      description:
        'LINKED: the identity acts as its user; LINK_REQUIRED: its verified email has an account, which must confirm with its password; REGISTRATION: no account has it; EMAIL_UNVERIFIED: the provider has not verified the email.',
    }),
    provider: Type.Enum(SOCIAL_PROVIDERS),
    mfaRequired: Type.Boolean({
      description:
        "LINKED only: the account's user turned two-step verification on, so a provider's sign-in alone does not sign them in.",
    }),
  },
  {
    title: 'FederatedIdentityDto',
    description: "Where the calling provider identity stands with the platform's accounts.",
  },
);
