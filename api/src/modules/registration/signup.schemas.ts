import { Type } from 'typebox';
import { COMPANY_STATUSES, COMPANY_TEXT_LIMITS, CompanyRoleDto, CompanyRoleTypeSchema } from '../company/index.js';
import { REFERRAL_SOURCES } from '../user/index.js';
import { TEXT_LIMITS } from '../../http/text-limits.js';

/** 'Other' as a referral source, said in the user's words. */
const REFERRAL_OTHER_MAX_LENGTH = 200;

const Email = Type.String({ format: 'email', maxLength: TEXT_LIMITS.email, description: 'A business email address.' });
const Code = Type.String({ minLength: 1, maxLength: 12, description: 'The 6-digit code from the verification mail.' });

const CompanyChoice = Type.Union(
  [
    // No additionalProperties:false in union branches: ajv's removeAdditional would strip the
    // second branch's fields while trying the first.
    Type.Object({ id: Type.Integer({ minimum: 1, description: 'Join or claim an existing company.' }) }),
    Type.Object({
      name: Type.String({ minLength: 1, maxLength: COMPANY_TEXT_LIMITS.name }),
      roleId: Type.Integer({ minimum: 1, description: 'Business type (GET /v1/roles).' }),
      website: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.url })),
    }),
  ],
  { description: '`{ id }` of an existing company, or `{ name, roleId, website? }` for a new one.' },
);

const signupFields = {
  email: Email,
  firstName: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.personName }),
  lastName: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.personName }),
  jobTitle: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.jobTitle })),
  phone: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.phone })),
  referralOther: Type.Optional(
    Type.String({ maxLength: REFERRAL_OTHER_MAX_LENGTH, description: 'Required when referralSource is OTHER.' }),
  ),
  // Optional: the client may ask for the company after the email is verified (set-password).
  company: Type.Optional(CompanyChoice),
  invitationToken: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description:
        "A member invitation's link token: the user joins the inviting company with the invited role, approved (`company` is ignored).",
    }),
  ),
};

/** A provider's word for the email (social sign-in's registration, docs/social-sign-in.md). */
const IdentityToken = Type.String({
  minLength: 1,
  maxLength: 8192,
  description:
    "A federated user's ID token of the pool whose verified email is this one: the email needs no emailed code, and the identity is linked to the account.",
});

export const SignupBody = Type.Object(
  { ...signupFields, referralSource: Type.Enum(REFERRAL_SOURCES), identityToken: Type.Optional(IdentityToken) },
  { title: 'SignupBody' },
);

export const EventSignupBody = Type.Object(
  {
    ...signupFields,
    referralSource: Type.Optional(Type.Enum(REFERRAL_SOURCES, { description: 'Default SCOPE_SUMMIT.' })),
    eventCode: Type.String({ minLength: 1, maxLength: 50 }),
  },
  { title: 'EventSignupBody' },
);

export const SignupResult = Type.Object(
  {
    userId: Type.Integer(),
    verificationRequired: Type.Boolean({
      description:
        'False when an identity token vouched for the email: no code was mailed; set-password takes the token.',
    }),
  },
  { title: 'SignupResult' },
);

export const EmailQuery = Type.Object({ email: Email });

export const VerifyEmailResult = Type.Object(
  {
    email: Type.String(),
    available: Type.Boolean({ description: 'No account uses this email yet.' }),
    businessEmail: Type.Boolean(),
    suggestedCompanies: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        alias: Type.String(),
        status: Type.Enum(COMPANY_STATUSES),
        role: Type.Object({ id: Type.Integer(), name: Type.String(), type: CompanyRoleTypeSchema }),
      }),
      { description: "Companies whose email domain is the address's domain (claim or join)." },
    ),
  },
  { title: 'VerifyEmailResult' },
);

export const VerifyBody = Type.Object(
  { email: Email, code: Code },
  { title: 'VerifyBody', additionalProperties: false },
);
export const SetPasswordBody = Type.Object(
  {
    email: Email,
    code: Type.Optional(Code),
    password: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 256,
        description: 'Must meet GET /v1/users/password-policy. Required unless an identity token is given.',
      }),
    ),
    identityToken: Type.Optional(IdentityToken),
    // Required unless the sign-up carried a company; replaces the sign-up's choice when both exist.
    company: Type.Optional(CompanyChoice),
  },
  { title: 'SetPasswordBody', additionalProperties: false },
);

export const SetPasswordResult = Type.Object(
  {
    userId: Type.Integer(),
    outcome: Type.Union([Type.Literal('ACTIVE'), Type.Literal('PENDING_APPROVAL')], {
      description:
        "ACTIVE: the user can sign in now; PENDING_APPROVAL: the company's admins must approve first (they are mailed).",
    }),
    company: Type.Object({ id: Type.Integer(), name: Type.String(), role: CompanyRoleDto }),
  },
  { title: 'SetPasswordResult' },
);

export const PasswordRuleDto = Type.Object(
  {
    id: Type.String({ description: 'Stable id, e.g. MIN_LENGTH.' }),
    label: Type.String({ description: 'As shown to the user.' }),
    pattern: Type.String({ description: 'A JavaScript regular expression (no flags) the password must match.' }),
  },
  { title: 'PasswordRuleDto' },
);
