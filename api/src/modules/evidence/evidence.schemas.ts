import { Type } from 'typebox';
import { PageQuery } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';

/** The evidence module's text limits: the admin group's reason when rejecting. */
export const EVIDENCE_TEXT_LIMITS = { reviewNote: 500 } as const;

export const ProfileClaimSchema = Type.Union(
  [
    Type.Literal('AUDITED_BY_FDA'),
    Type.Literal('MINORITY_OWNED'),
    Type.Literal('WOMEN_OWNED'),
    Type.Literal('DISABILITY_OWNED'),
  ],
  {
    description:
      'A profile claim a document can prove (the company flag of the same name; the table enum profile_claim).',
  },
);

export const EvidenceStatusSchema = Type.Union(
  [Type.Literal('PENDING'), Type.Literal('VERIFIED'), Type.Literal('REJECTED')],
  { description: 'PENDING waits for the admin group; VERIFIED or REJECTED is its decision.' },
);

export const ClaimEvidenceDto = Type.Object(
  {
    id: Type.Integer(),
    companyId: Type.Integer(),
    companyName: Type.String(),
    claim: ProfileClaimSchema,
    status: EvidenceStatusSchema,
    documentId: Nullable(Type.String({ description: 'Null once the document was deleted.' })),
    documentName: Nullable(Type.String()),
    submittedAt: DateTime,
    reviewedAt: Nullable(DateTime),
    reviewNote: Nullable(Type.String({ description: "The admin group's reason when it rejected the evidence." })),
  },
  { title: 'ClaimEvidenceDto', description: 'A document submitted as evidence of a profile claim, and its decision.' },
);

export const ClaimStatusDto = Type.Object(
  {
    claim: ProfileClaimSchema,
    made: Type.Boolean({ description: "Whether the company's profile makes the claim (its flag is on)." }),
    verifiedAt: Nullable(
      Type.String({ format: 'date-time', description: 'Set while the claim reads as verified: the decision date.' }),
    ),
    latest: Nullable(ClaimEvidenceDto),
  },
  { title: 'ClaimStatusDto', description: "One of the company's four claims with its latest evidence." },
);

export const CompanyEvidenceDto = Type.Object(
  { claims: Type.Array(ClaimStatusDto, { description: 'The four claims, in a fixed order.' }) },
  { title: 'CompanyEvidenceDto' },
);

export const SubmitEvidenceBody = Type.Object(
  {
    claim: ProfileClaimSchema,
    documentId: Type.String({
      minLength: 1,
      maxLength: 64,
      description: "One of the company's ready documents (GET /v1/documents).",
    }),
  },
  { title: 'SubmitEvidenceBody', additionalProperties: false },
);

export const RejectEvidenceBody = Type.Object(
  {
    note: Type.String({
      minLength: 1,
      maxLength: EVIDENCE_TEXT_LIMITS.reviewNote,
      description: 'Why, shown to the company admins.',
    }),
  },
  { title: 'RejectEvidenceBody', additionalProperties: false },
);

export const VerifyEvidenceBody = Type.Object({}, { title: 'VerifyEvidenceBody', additionalProperties: false });

export const PendingEvidenceQuery = Type.Pick(PageQuery, ['page', 'size']);

export const VerifiedQuery = Type.Object({
  companyIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }),
});
export const VerifiedClaimsDto = Type.Object(
  {
    companies: Type.Array(
      Type.Object({
        companyId: Type.Integer(),
        claims: Type.Array(Type.Object({ claim: ProfileClaimSchema, verifiedAt: DateTime })),
      }),
      { description: 'Each asked company with its verified claims (none: an empty list).' },
    ),
  },
  { title: 'VerifiedClaimsDto' },
);
