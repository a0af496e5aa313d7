import { Type } from 'typebox';
import { DateTime, Nullable } from '../../http/schemas.js';

/** The text limits of company single sign-on's settings. */
export const COMPANY_SSO_TEXT_LIMITS = { issuer: 500, clientId: 200, clientSecret: 500, domain: 253, email: 254 };
const L = COMPANY_SSO_TEXT_LIMITS;

export const SsoDomainDto = Type.Object(
  {
    domain: Type.String({ description: 'The domain, lower-case.' }),
    verificationRecord: Type.String({
      description: 'The TXT record to publish at the domain, `trialbridge-verification=<token>`.',
    }),
    verified: Type.Boolean(),
    verifiedAt: Nullable(DateTime),
    verifiedBy: Nullable(Type.Enum(['DNS', 'ADMIN'], { description: 'DNS: the TXT record; ADMIN: the admin group.' })),
  },
  { title: 'SsoDomainDto', description: 'An email domain a company single sign-on claims; it applies once verified.' },
);

export const CompanySsoDto = Type.Object(
  {
    issuer: Type.String(),
    clientId: Type.String(),
    hasClientSecret: Type.Boolean({ description: 'A client secret is stored (it is never shown again).' }),
    required: Type.Boolean({ description: 'Members at the verified domains must sign in through the provider.' }),
    jitMembers: Type.Boolean({ description: 'New people at the verified domains join as MEMBER at first sign-in.' }),
    trustProviderMfa: Type.Boolean({ description: "The provider's `amr` `mfa` counts as two-step verification." }),
    domains: Type.Array(SsoDomainDto),
    redirectUri: Type.String({
      description: "The callback URL to register at the provider (the pool's hosted sign-in).",
    }),
    updatedAt: DateTime,
  },
  { title: 'CompanySsoDto', description: "A company's own OpenID Connect identity provider (docs/company-sso.md)." },
);

export const SaveCompanySsoBody = Type.Object(
  {
    issuer: Type.String({
      minLength: 1,
      maxLength: L.issuer,
      description: 'The provider’s issuer URL: https (http only for 127.0.0.1 or localhost).',
    }),
    clientId: Type.String({ minLength: 1, maxLength: L.clientId }),
    clientSecret: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: L.clientSecret,
        description: 'Required the first time; left out to keep the stored one.',
      }),
    ),
    required: Type.Boolean(),
    jitMembers: Type.Boolean(),
    trustProviderMfa: Type.Boolean(),
  },
  { title: 'SaveCompanySsoBody' },
);

export const SsoDomainBody = Type.Object(
  { domain: Type.String({ minLength: 1, maxLength: L.domain, description: 'E.g. `helixa.example`.' }) },
  { title: 'SsoDomainBody' },
);

export const SsoDomainParams = Type.Object({ domain: Type.String({ minLength: 1, maxLength: L.domain }) });

export const SsoDiscoveryQuery = Type.Object({
  email: Type.String({ minLength: 3, maxLength: L.email, description: 'The email typed on the sign-in page.' }),
});

export const SsoDiscoveryDto = Type.Object(
  {
    providerName: Type.String({
      description: 'The pool’s name of the provider (`identity_provider` at the hosted sign-in).',
    }),
    companyName: Type.String(),
    required: Type.Boolean({ description: 'The password is refused for this email: the provider is the only way in.' }),
  },
  { title: 'SsoDiscoveryDto', description: 'The company provider that signs an email in.' },
);

export const SSO_SIGN_IN_STATUSES = ['LINKED', 'DOMAIN_NOT_VERIFIED', 'NOT_A_MEMBER', 'JOIN_REQUIRED'] as const;
export type SsoSignInStatus = (typeof SSO_SIGN_IN_STATUSES)[number];

export const SsoSignInDto = Type.Object(
  {
    status: Type.Enum(SSO_SIGN_IN_STATUSES, {
      description:
        "LINKED: the identity acts as its user (start the session); DOMAIN_NOT_VERIFIED: the email is not at one of the company's verified domains; NOT_A_MEMBER: the email's account belongs to another company; JOIN_REQUIRED: no account, and the company does not add people at first sign-in.",
    }),
    mfaRequired: Type.Boolean({
      description:
        'LINKED only: the user turned two-step verification on and the provider’s own second factor does not count.',
    }),
    message: Type.Optional(Type.String({ description: 'Why the sign-in does not go on, in the user’s words.' })),
  },
  { title: 'SsoSignInDto', description: 'Where a company provider’s identity stands after its sign-in.' },
);

/** The two calls that send nothing but the call itself: an empty JSON object. */
export const VerifySsoDomainBody = Type.Object({}, { title: 'VerifySsoDomainBody', additionalProperties: false });
export const SsoSignInBody = Type.Object({}, { title: 'SsoSignInBody', additionalProperties: false });
