import { Type } from 'typebox';
import { Page, PageQuery } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';
import { COMMONS_TEXT_LIMITS as L, MAX_EXPERT_KINDS, MAX_EXPERTS_PER_MESSAGE } from './commons.limits.js';
import { COMMONS_STATUSES, COMMONS_TYPES } from './commons.table.js';

export const CommonsTypeEnum = Type.Enum(COMMONS_TYPES, { description: 'The kind of shared page.' });
const Status = Type.Enum(COMMONS_STATUSES, { description: 'DRAFT (its company only) or PUBLISHED (everyone).' });
const Words = Type.Optional(
  Type.String({ maxLength: L.searchWords, description: 'Words to find (all of them); blank: no filter.' }),
);

export const CommonsTypeDto = Type.Object(
  {
    type: CommonsTypeEnum,
    label: Type.String(),
    description: Type.String(),
    count: Type.Integer({ description: 'Published pages of this type.' }),
  },
  { title: 'CommonsTypeDto', description: 'A kind of shared page and how many are published.' },
);
export const CommonsTypeListDto = Type.Object(
  { types: Type.Array(CommonsTypeDto, { description: 'Every type, in a fixed order.' }) },
  { title: 'CommonsTypeListDto' },
);

const pageFields = {
  id: Type.Integer(),
  type: CommonsTypeEnum,
  slug: Type.String({ description: 'Unique within its type; kept when the title changes.' }),
  title: Type.String(),
  summary: Type.String(),
  status: Status,
  company: Type.Object(
    { id: Type.Integer(), name: Type.String(), alias: Type.String({ description: 'Its profile path.' }) },
    { description: 'The company it is published under.' },
  ),
  authorName: Nullable(Type.String({ description: "The author's name; null once the author's account is gone." })),
  publishedAt: Nullable(DateTime),
  updatedAt: DateTime,
  canEdit: Type.Boolean({ description: 'The caller may edit it (its author, or an admin of its company).' }),
};
export const CommonsPageSummaryDto = Type.Object(pageFields, {
  title: 'CommonsPageSummaryDto',
  description: 'A shared page without its text, for lists.',
});
export const CommonsPageDto = Type.Object(
  {
    ...pageFields,
    body: Type.String({ description: 'The markdown as written.' }),
    html: Type.String({ description: 'The markdown rendered on the server and sanitised (no scripts, safe links).' }),
  },
  { title: 'CommonsPageDto', description: 'A shared page of the commons.' },
);
export const CommonsPagePageDto = Page(CommonsPageSummaryDto, 'A page of shared pages, latest first.');

export const PublicPagesQuery = Type.Object({
  ...PageQuery.properties,
  type: Type.Optional(CommonsTypeEnum),
  q: Words,
});
export const OwnPagesQuery = Type.Object({ ...PageQuery.properties, q: Words });
export const TypeSlugParams = Type.Object({
  type: CommonsTypeEnum,
  slug: Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9-]+$', description: 'The page slug.' }),
});

const title = Type.String({ minLength: 1, maxLength: L.pageTitle });
const summary = Type.String({ maxLength: L.pageSummary });
const body = Type.String({ minLength: 1, maxLength: L.pageBody });
export const CreatePageBody = Type.Object(
  {
    type: CommonsTypeEnum,
    title,
    summary,
    body,
    publish: Type.Optional(Type.Boolean({ description: 'Publish at once (default: keep as a draft).' })),
  },
  { title: 'CommonsCreatePageBody', additionalProperties: false },
);
export const UpdatePageBody = Type.Object(
  {
    title: Type.Optional(title),
    summary: Type.Optional(summary),
    body: Type.Optional(body),
    publish: Type.Optional(Type.Boolean({ description: 'true: publish; false: back to draft; absent: unchanged.' })),
  },
  { title: 'CommonsUpdatePageBody', additionalProperties: false },
);

export const CommonsExpertDto = Type.Object(
  {
    userId: Type.Integer(),
    name: Type.String(),
    jobTitle: Nullable(Type.String()),
    company: Type.Object({ id: Type.Integer(), name: Type.String(), alias: Type.String() }),
    kinds: Type.Array(Type.String(), { description: 'EXPERTS reference names.' }),
    headline: Type.String(),
    bio: Type.String(),
    listed: Type.Boolean(),
    updatedAt: DateTime,
  },
  { title: 'CommonsExpertDto', description: 'A person in the experts directory.' },
);
export const CommonsExpertPageDto = Page(CommonsExpertDto, 'A page of listed experts, latest update first.');
export const ExpertsQuery = Type.Object({
  ...PageQuery.properties,
  kind: Type.Optional(Type.String({ maxLength: 100, description: 'Only experts of this EXPERTS name.' })),
  q: Words,
});
export const OwnExpertDto = Type.Object(
  { expert: Nullable(CommonsExpertDto) },
  { title: 'CommonsOwnExpertDto', description: "The caller's directory entry, if any." },
);
export const ExpertBody = Type.Object(
  {
    kinds: Type.Array(Type.String({ maxLength: 100 }), { minItems: 1, maxItems: MAX_EXPERT_KINDS }),
    headline: Type.String({ minLength: 1, maxLength: L.expertHeadline }),
    bio: Type.String({ maxLength: L.expertBio }),
    listed: Type.Boolean({ description: 'Shown in the directory (false: kept but hidden).' }),
  },
  { title: 'CommonsExpertBody', additionalProperties: false },
);
export const MessageExpertsBody = Type.Object(
  {
    expertIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_EXPERTS_PER_MESSAGE }),
    body: Type.String({ minLength: 1, maxLength: L.expertMessage }),
  },
  { title: 'CommonsMessageExpertsBody', additionalProperties: false },
);
export const MessageExpertsDto = Type.Object(
  {
    threadIds: Type.Array(Type.Integer(), { description: 'One new conversation per expert, in the order asked.' }),
  },
  { title: 'CommonsMessageExpertsDto' },
);
