import { type Static, type TSchema, Type } from 'typebox';
import { PageQuery } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';
import { RESPONSE_STATUSES } from './responses.table.js';
import {
  INNOVATION_STAGES,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  REQUEST_VISIBILITIES,
  TRIAL_PHASES,
} from './requests.table.js';

/** The limits of issue 15 (characters are code points, as the schemas count them). */
export const REQUEST_LIMITS = {
  title: 200,
  description: 5000,
  problem: 5000,
  timeline: 200,
  /** Reference ids (and invited companies) per list. */
  ids: 30,
  countries: 100,
  numberOfSites: 10_000,
  enrolmentTarget: 1_000_000,
  /** Whole US dollars. */
  money: 1_000_000_000,
} as const;

export const REQUEST_SCOPES = ['ALL', 'MY', 'COLLEAGUES'] as const;
export type RequestScope = (typeof REQUEST_SCOPES)[number];

/**
 * A body field that may be null: null first, so the validator (which coerces types) accepts null
 * as null instead of turning it into 0 or '' for the other branch.
 */
const OrNull = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
const DateOnly = (description: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: `${description} (YYYY-MM-DD).` });
const Ids = (description: string, maxItems: number = REQUEST_LIMITS.ids) =>
  Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems, description }));
const Money = (description: string) =>
  Type.Optional(OrNull(Type.Integer({ minimum: 0, maximum: REQUEST_LIMITS.money, description })));

/** The fields of a request as its poster writes them (every kind's; the kind decides which are required). */
const requestFields = {
  kind: Type.Enum(REQUEST_KINDS, { description: 'SITE, SERVICE or INNOVATION (spec §3).' }),
  title: Type.String({ maxLength: REQUEST_LIMITS.title }),
  description: Type.Optional(Type.String({ maxLength: REQUEST_LIMITS.description })),
  responseDeadline: Type.Optional(OrNull(DateOnly('The last day responses are accepted (UTC)'))),
  visibility: Type.Optional(Type.Enum(REQUEST_VISIBILITIES, { default: 'PUBLIC' })),
  invitedCompanyIds: Ids('INVITED: the companies that see it (active, claimed, not your own).'),
  therapeuticAreaIds: Ids('THERAPEUTIC_AREAS items.'),
  indicationIds: Ids('INDICATIONS items (SITE).'),
  regionIds: Ids('REGIONS items.'),
  serviceIds: Ids('SERVICES items (SERVICE).'),
  productIds: Ids('PRODUCTS items (INNOVATION).'),
  modalityIds: Ids('MODALITIES items (INNOVATION).'),
  countryIds: Ids('Countries (SITE).', REQUEST_LIMITS.countries),
  phases: Type.Optional(Type.Array(Type.Enum(TRIAL_PHASES), { maxItems: TRIAL_PHASES.length, uniqueItems: true })),
  numberOfSites: Type.Optional(OrNull(Type.Integer())),
  enrolmentTarget: Type.Optional(OrNull(Type.Integer())),
  startDate: Type.Optional(OrNull(DateOnly('SITE: when the study starts'))),
  timeline: Type.Optional(OrNull(Type.String({ maxLength: REQUEST_LIMITS.timeline }))),
  budgetMin: Money('SERVICE: lowest budget, whole US dollars.'),
  budgetMax: Money('SERVICE: highest budget, whole US dollars.'),
  problem: Type.Optional(OrNull(Type.String({ maxLength: REQUEST_LIMITS.problem }))),
  stage: Type.Optional(OrNull(Type.Enum(INNOVATION_STAGES))),
};

export const CreateRequestBody = Type.Object(
  {
    ...requestFields,
    publish: Type.Boolean({ description: 'true publishes at once (OPEN); false saves a DRAFT.' }),
  },
  { title: 'CreateRequestBody', additionalProperties: false },
);
export type CreateRequestBody = Static<typeof CreateRequestBody>;

export const UpdateRequestBody = Type.Object(
  { ...requestFields, version: Type.Integer({ minimum: 1, description: 'The version the edit is based on.' }) },
  { title: 'UpdateRequestBody', additionalProperties: false },
);
export type UpdateRequestBody = Static<typeof UpdateRequestBody>;
/** Publish and close: optionally on the version the poster saw (409 when it changed meanwhile). */
export const RequestActionBody = Type.Object(
  { version: Type.Optional(Type.Integer({ minimum: 1, description: 'The version the action is based on.' })) },
  { title: 'RequestActionBody', additionalProperties: false },
);
export type RequestActionBody = Static<typeof RequestActionBody>;
/** What create and update share. */
export type RequestInput = Omit<CreateRequestBody, 'publish'>;

/** Words for a field's schema refusal, shown at the field. */
export const REQUEST_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  title: `The title can be at most ${REQUEST_LIMITS.title} characters.`,
  description: `The description can be at most ${REQUEST_LIMITS.description.toLocaleString('en-US')} characters.`,
  problem: `The problem can be at most ${REQUEST_LIMITS.problem.toLocaleString('en-US')} characters.`,
  timeline: `The timeline can be at most ${REQUEST_LIMITS.timeline} characters.`,
  budgetMin: 'The budget must be whole US dollars between 0 and 1,000,000,000.',
  budgetMax: 'The budget must be whole US dollars between 0 and 1,000,000,000.',
  responseDeadline: 'Enter the deadline as a date.',
  startDate: 'Enter the start date as a date.',
};

export const RequestCompanyDto = Type.Object(
  { id: Type.Integer(), name: Type.String(), alias: Type.String(), logoUrl: Nullable(Type.String()) },
  { title: 'RequestCompanyDto', description: 'A company as a request shows it.' },
);
export type RequestCompanyDto = Static<typeof RequestCompanyDto>;

export const RequestReferenceDto = Type.Object(
  { id: Type.Integer(), name: Type.String(), kind: Type.String({ description: 'The reference kind, e.g. SERVICES.' }) },
  { title: 'RequestReferenceDto', description: 'A reference value a request names.' },
);
export const RequestCountryDto = Type.Object(
  { id: Type.Integer(), code: Type.String(), name: Type.String() },
  { title: 'RequestCountryDto', description: 'A country of a request.' },
);

const teaserFields = {
  id: Type.Integer(),
  kind: Type.Enum(REQUEST_KINDS),
  status: Type.Enum(REQUEST_STATUSES),
  title: Type.String(),
  responseDeadline: Type.String({ description: 'YYYY-MM-DD (UTC).' }),
  publishedAt: Nullable(DateTime),
  teaser: Type.Boolean({
    description: 'True for visitors and users without a plan: only the fields above are filled, the rest are null.',
  }),
};
const memberSummaryFields = {
  visibility: Nullable(Type.Enum(REQUEST_VISIBILITIES)),
  company: Nullable(RequestCompanyDto),
  references: Nullable(Type.Array(RequestReferenceDto, { description: 'Therapeutic areas, regions and the rest.' })),
  countries: Nullable(Type.Array(RequestCountryDto)),
  responseCount: Nullable(Type.Integer()),
  myResponseStatus: Nullable(
    Type.Enum(RESPONSE_STATUSES, { description: "The status of the viewer's company's response, when it responded." }),
  ),
  isOwnCompany: Type.Boolean(),
};

export const RequestSummaryDto = Type.Object(
  { ...teaserFields, ...memberSummaryFields },
  { title: 'RequestSummaryDto', description: 'A request in a list (teaser fields only for visitors and plan NONE).' },
);
export type RequestSummaryDto = Static<typeof RequestSummaryDto>;

export const RequestDto = Type.Object(
  {
    ...teaserFields,
    ...memberSummaryFields,
    description: Nullable(Type.String()),
    phases: Nullable(Type.Array(Type.Enum(TRIAL_PHASES))),
    numberOfSites: Nullable(Type.Integer()),
    enrolmentTarget: Nullable(Type.Integer()),
    startDate: Nullable(Type.String()),
    timeline: Nullable(Type.String()),
    budgetMin: Nullable(Type.Integer()),
    budgetMax: Nullable(Type.Integer()),
    problem: Nullable(Type.String()),
    stage: Nullable(Type.Enum(INNOVATION_STAGES)),
    invitedCompanies: Nullable(Type.Array(RequestCompanyDto, { description: "The poster's company only." })),
    createdAt: Nullable(DateTime),
    updatedAt: Nullable(DateTime),
    closedAt: Nullable(DateTime),
    version: Type.Integer(),
    canEdit: Type.Boolean({ description: "The viewer's company posted it and it is DRAFT or OPEN." }),
    acceptsResponses: Type.Boolean({ description: 'OPEN and the deadline not past.' }),
  },
  { title: 'RequestDto', description: 'A request with every field the viewer may see.' },
);
export type RequestDto = Static<typeof RequestDto>;

export const RequestPageDto = Type.Object(
  {
    content: Type.Array(RequestSummaryDto),
    page: Type.Integer(),
    size: Type.Integer(),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
  },
  { title: 'RequestPageDto', description: 'Requests, newest first unless sorted otherwise.' },
);

const Repeat = <T extends TSchema>(item: T, description: string) =>
  Type.Optional(Type.Array(item, { maxItems: REQUEST_LIMITS.ids, description }));

export const RequestListQuery = Type.Object({
  ...PageQuery.properties,
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Page size (1-100).' })),
  scope: Type.Optional(
    Type.Enum(REQUEST_SCOPES, { default: 'ALL', description: 'Signed in only (ignored for visitors).' }),
  ),
  kind: Repeat(Type.Enum(REQUEST_KINDS), 'Any of these kinds.'),
  status: Repeat(Type.Enum(REQUEST_STATUSES), 'Any of these statuses (ALL defaults to OPEN).'),
  therapeuticAreaIds: Repeat(Type.Integer({ minimum: 1 }), 'Naming any of these therapeutic areas.'),
  regionIds: Repeat(Type.Integer({ minimum: 1 }), 'Naming any of these regions.'),
  deadlineFrom: Type.Optional(DateOnly('Deadline on or after')),
  deadlineTo: Type.Optional(DateOnly('Deadline on or before')),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Words (web search syntax, English stemming).' })),
});
export type RequestListQuery = Static<typeof RequestListQuery>;
