import { Type, type Static } from 'typebox';
import { Page } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';

/** The longest texts of a challenge, in characters (docs/challenges.md): plain text, no markdown. */
export const CHALLENGE_TEXT_LIMITS = {
  headline: 150,
  problemSummary: 2000,
  prize: 500,
  howToApply: 2000,
} as const;

export const CHALLENGE_FIELD_MESSAGES = {
  headline: `headline must be 1 to ${CHALLENGE_TEXT_LIMITS.headline} characters`,
  problemSummary: `problemSummary must be 1 to ${CHALLENGE_TEXT_LIMITS.problemSummary} characters`,
  prize: `prize must be 1 to ${CHALLENGE_TEXT_LIMITS.prize} characters`,
  howToApply: `howToApply must be 1 to ${CHALLENGE_TEXT_LIMITS.howToApply} characters`,
  deadline: 'deadline must be a date (YYYY-MM-DD)',
};

const Day = Type.String({ format: 'date', description: 'A calendar day, YYYY-MM-DD (UTC).' });
const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ChallengeDto = Type.Object(
  {
    id: Type.Integer(),
    requestId: Type.Integer({ description: 'The innovation request: applying is responding to it.' }),
    headline: Type.String(),
    problemSummary: Type.String({ description: 'Plain text (line breaks kept, no markdown).' }),
    prize: Type.String({ description: 'The prize or pilot on offer, plain text.' }),
    deadline: Day,
    howToApply: Type.String({ description: 'Plain text.' }),
    status: Type.Enum(['DRAFT', 'PUBLISHED', 'CLOSED'] as const, { description: 'As its poster set it.' }),
    open: Type.Boolean({
      description:
        'PUBLISHED, the deadline not passed and its request still accepting responses: applications are taken.',
    }),
    sponsor: Nullable(
      Type.Object(
        { id: Type.Integer(), name: Type.String(), alias: Type.String({ description: 'Its profile path.' }) },
        {
          description:
            "The posting company: null when the request's own rules hide the poster from the viewer (visitors and users without a plan).",
        },
      ),
    ),
    therapeuticAreas: Type.Array(Named, { description: "The request's therapeutic areas." }),
    isOwnCompany: Type.Boolean({ description: "Posted by the viewer's company." }),
    canEdit: Type.Boolean({ description: 'The viewer may edit, publish and close it.' }),
    publishedAt: Nullable(DateTime),
    closedAt: Nullable(DateTime),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { title: 'ChallengeDto', description: 'An open innovation challenge on an innovation request.' },
);
export type ChallengeDto = Static<typeof ChallengeDto>;

export const ChallengePageDto = Page(ChallengeDto, 'A page of challenges by deadline.');

export const RequestChallengeDto = Type.Object(
  {
    challenge: Nullable(ChallengeDto),
    canCreate: Type.Boolean({
      description:
        "The caller's company may create a challenge for this request (its own innovation request without one).",
    }),
  },
  { title: 'RequestChallengeDto', description: "An own innovation request's challenge, if any." },
);

export const ChallengeListQuery = Type.Object({
  state: Type.Optional(
    Type.Enum(['OPEN', 'CLOSED', 'ALL'] as const, {
      description: 'OPEN (default): taking applications; CLOSED: closed by hand or past the deadline; ALL: both.',
    }),
  ),
  therapeuticAreaId: Type.Optional(
    Type.Integer({ minimum: 1, description: "One of the request's therapeutic areas." }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: 'Zero-based page number.' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12, description: 'Page size (1-50).' })),
  sort: Type.Optional(
    Type.Enum(['deadline,ASC', 'deadline,DESC'] as const, {
      description: 'By deadline: soonest first (default for OPEN) or latest first (default otherwise).',
    }),
  ),
});
export type ChallengeListQuery = Static<typeof ChallengeListQuery>;

const fields = {
  headline: Type.String({ minLength: 1, maxLength: CHALLENGE_TEXT_LIMITS.headline }),
  problemSummary: Type.String({ minLength: 1, maxLength: CHALLENGE_TEXT_LIMITS.problemSummary }),
  prize: Type.String({ minLength: 1, maxLength: CHALLENGE_TEXT_LIMITS.prize }),
  deadline: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'YYYY-MM-DD.' }),
  howToApply: Type.String({ minLength: 1, maxLength: CHALLENGE_TEXT_LIMITS.howToApply }),
};
export const CreateChallengeBody = Type.Object(
  {
    ...fields,
    publish: Type.Optional(Type.Boolean({ description: 'Publish at once (default: a DRAFT).' })),
  },
  { title: 'CreateChallengeBody', additionalProperties: false },
);
export type CreateChallengeBody = Static<typeof CreateChallengeBody>;
export const UpdateChallengeBody = Type.Partial(Type.Object(fields), {
  title: 'UpdateChallengeBody',
  additionalProperties: false,
});
export type UpdateChallengeBody = Static<typeof UpdateChallengeBody>;

/** Publish and close take nothing: the challenge is named by its path. */
export const ChallengeActionBody = Type.Object({}, { title: 'ChallengeActionBody', additionalProperties: false });
