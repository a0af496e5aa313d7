import { Type } from 'typebox';
import { Page, PageQuery } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';
import { CompanyRoleTypeSchema } from '../company/index.js';

/** The text limits of contracted partners (docs/contracted-partners.md). */
export const PARTNER_TEXT_LIMITS = { label: 40, note: 2000, search: 100 } as const;
/** At most this many labels on one partner. */
export const MAX_LABELS_PER_PARTNER = 10;

export const NOTE_KINDS = ['GENERAL', 'CONTRACT', 'PERFORMANCE', 'COMPLIANCE'] as const;
export const RATING_CRITERIA = ['quality', 'timeliness', 'communication', 'value'] as const;

export const NoteKind = Type.Enum(NOTE_KINDS, { description: 'What a note is about.' });

const Person = Type.Object(
  { userId: Type.Integer(), firstName: Type.String(), lastName: Type.String() },
  { title: 'PartnerPersonDto', description: 'A colleague, by name.' },
);

const Stars = (description: string) => Type.Integer({ minimum: 1, maximum: 5, description });
const Average = (description: string) => Nullable(Type.Number({ description }));

export const PartnerRatingSummaryDto = Type.Object(
  {
    quality: Average('Average quality stars (1-5), null with no rating.'),
    timeliness: Average('Average timeliness stars, null with no rating.'),
    communication: Average('Average communication stars, null with no rating.'),
    value: Average('Average value-for-money stars, null with no rating.'),
    overall: Average('Average of the four averages, null with no rating.'),
    count: Type.Integer({ description: "How many of the caller's colleagues rated it." }),
  },
  { title: 'PartnerRatingSummaryDto', description: "The caller company's average rating of a partner." },
);

export const ContractedPartnerDto = Type.Object(
  {
    companyId: Type.Integer({ description: 'The partner company.' }),
    name: Type.String(),
    alias: Type.String(),
    logoUrl: Nullable(Type.String()),
    type: CompanyRoleTypeSchema,
    labels: Type.Array(Type.String(), { description: 'Its labels, by name.' }),
    rating: PartnerRatingSummaryDto,
    noteCount: Type.Integer(),
    addedAt: DateTime,
    addedBy: Nullable(Person),
  },
  { title: 'ContractedPartnerDto', description: "A contracted partner of the caller's company." },
);
export const ContractedPartnerPage = Page(ContractedPartnerDto, "A page of the caller company's contracted partners.");

export const PartnerNoteDto = Type.Object(
  {
    id: Type.Integer(),
    partnerCompanyId: Type.Integer({ description: 'The partner it is on.' }),
    kind: NoteKind,
    body: Type.String(),
    author: Nullable(Person),
    mine: Type.Boolean({ description: 'Written by the caller (who alone edits it).' }),
    canDelete: Type.Boolean({ description: "The caller's own, or the caller is a company admin." }),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { title: 'PartnerNoteDto', description: "A colleague's note on a partner." },
);

export const PartnerRatingDto = Type.Object(
  {
    user: Person,
    quality: Type.Integer(),
    timeliness: Type.Integer(),
    communication: Type.Integer(),
    value: Type.Integer(),
    ratedAt: DateTime,
  },
  { title: 'PartnerRatingDto', description: "One colleague's rating of a partner." },
);

export const ContractedPartnerDetailsDto = Type.Object(
  {
    partner: ContractedPartnerDto,
    notes: Type.Array(PartnerNoteDto, { description: 'Newest first.' }),
    ratings: Type.Array(PartnerRatingDto, { description: "Each colleague's rating, newest first." }),
    myRating: Nullable(PartnerRatingDto),
  },
  { title: 'ContractedPartnerDetailsDto', description: 'A contracted partner with its notes and ratings.' },
);

export const PartnerListQuery = Type.Object({
  ...PageQuery.properties,
  q: Type.Optional(
    Type.String({ maxLength: PARTNER_TEXT_LIMITS.search, description: 'Words of the partner company name.' }),
  ),
  label: Type.Optional(
    Type.String({ minLength: 1, maxLength: PARTNER_TEXT_LIMITS.label, description: 'Only partners with it.' }),
  ),
});

export const PartnerParams = Type.Object({
  companyId: Type.Integer({ minimum: 1, description: 'The partner company id.' }),
});

export const AddPartnerBody = Type.Object(
  { partnerCompanyId: Type.Integer({ minimum: 1 }) },
  { title: 'AddContractedPartnerBody', additionalProperties: false },
);
export const AddPartnerDto = Type.Object(
  {
    created: Type.Boolean({ description: 'False when it already was a partner (nothing changed).' }),
    partner: ContractedPartnerDto,
  },
  { title: 'AddContractedPartnerDto' },
);

export const LabelsBody = Type.Object(
  {
    labels: Type.Array(Type.String({ minLength: 1, maxLength: PARTNER_TEXT_LIMITS.label }), {
      maxItems: MAX_LABELS_PER_PARTNER,
      description: 'All its labels after the call: COMPANY_LABELS names or own words.',
    }),
  },
  { title: 'PartnerLabelsBody', additionalProperties: false },
);
export const PartnerLabelsDto = Type.Object(
  {
    reference: Type.Array(Type.String(), { description: 'The COMPANY_LABELS reference names, in order.' }),
    own: Type.Array(Type.String(), { description: "The company's own labels in use, by name." }),
  },
  { title: 'PartnerLabelsDto' },
);

const noteBody = Type.String({ minLength: 1, maxLength: PARTNER_TEXT_LIMITS.note });
export const NoteBody = Type.Object(
  { kind: NoteKind, body: noteBody },
  { title: 'PartnerNoteBody', additionalProperties: false },
);
export const NoteUpdateBody = Type.Object(
  { body: noteBody },
  { title: 'PartnerNoteUpdateBody', additionalProperties: false },
);
export const RatingBody = Type.Object(
  {
    quality: Stars('Quality of the work, 1-5.'),
    timeliness: Stars('Keeping to the timelines, 1-5.'),
    communication: Stars('Communication, 1-5.'),
    value: Stars('Value for money, 1-5.'),
  },
  { title: 'PartnerRatingBody', additionalProperties: false },
);
