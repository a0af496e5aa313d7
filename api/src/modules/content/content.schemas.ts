import { Type } from 'typebox';
import { Page, PageQuery } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';

/** The content module's text limits. */
export const CONTENT_TEXT_LIMITS = {
  key: 60,
  title: 200,
  description: 300,
  body: 100_000,
  linkLabel: 60,
  linkPath: 300,
} as const;

/** The public pages whose text lives here (their web routes are `/<key>`). */
export const PAGE_KEYS = ['engagement-info', 'faq', 'matchmaking', 'resources', 'privacy-policy', 'terms'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

const KEY_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
const keyText = (description: string) =>
  Type.String({ minLength: 1, maxLength: CONTENT_TEXT_LIMITS.key, pattern: KEY_PATTERN, description });

export const KeyParams = Type.Object({ key: keyText('The entry key: lowercase letters, digits and hyphens.') });
export const VersionParams = Type.Object({
  key: keyText('The entry key.'),
  number: Type.Integer({ minimum: 1, description: 'A published version number.' }),
});

export const ContentKindSchema = Type.Union([Type.Literal('PAGE'), Type.Literal('BANNER'), Type.Literal('ROLE')], {
  description: 'PAGE: a public page (fixed keys); BANNER: a home banner; ROLE: an audience on the home page.',
});
export const ContentStateSchema = Type.Union(
  [Type.Literal('PUBLISHED'), Type.Literal('DRAFT_CHANGES'), Type.Literal('UNPUBLISHED')],
  {
    description:
      'PUBLISHED: the draft is what is published; DRAFT_CHANGES: published, with unpublished changes; UNPUBLISHED: never published.',
  },
);

const LinkFields = {
  linkLabel: Nullable(Type.String({ description: 'The link text of a banner or role.' })),
  linkPath: Nullable(Type.String({ description: 'Where it leads: an app path (/pricing) or an https address.' })),
};

export const CmsEntryDto = Type.Object(
  {
    key: Type.String(),
    title: Type.String(),
    description: Type.String({ description: 'A one-line summary (the page’s meta description).' }),
    body: Type.String({ description: 'Markdown.' }),
    html: Type.String({ description: 'The body rendered to sanitised HTML.' }),
    version: Type.Integer({ description: 'The published version number.' }),
    publishedAt: DateTime,
  },
  { title: 'CmsEntryDto', description: 'A published page.' },
);

export const CmsBannerDto = Type.Object(
  {
    key: Type.String(),
    title: Type.String(),
    text: Type.String({ description: 'Markdown.' }),
    html: Type.String({ description: 'The text rendered to sanitised HTML.' }),
    ...LinkFields,
    position: Type.Integer({ description: 'Shown low first.' }),
    startsAt: Nullable(DateTime),
    endsAt: Nullable(DateTime),
  },
  { title: 'CmsBannerDto', description: 'A published home banner in its dates.' },
);
export const CmsBannersDto = Type.Object({ banners: Type.Array(CmsBannerDto) }, { title: 'CmsBannersDto' });

export const CmsRoleDto = Type.Object(
  {
    key: Type.String(),
    title: Type.String(),
    text: Type.String({ description: 'Markdown.' }),
    html: Type.String({ description: 'The text rendered to sanitised HTML.' }),
    ...LinkFields,
    position: Type.Integer({ description: 'Shown low first.' }),
  },
  { title: 'CmsRoleDto', description: 'An audience of the platform (sponsors, sites, vendors…), published.' },
);
export const CmsRolesDto = Type.Object({ roles: Type.Array(CmsRoleDto) }, { title: 'CmsRolesDto' });

export const ContentEntrySummaryDto = Type.Object(
  {
    key: Type.String(),
    kind: ContentKindSchema,
    title: Type.String({ description: 'The draft’s title.' }),
    state: ContentStateSchema,
    version: Type.Integer({ description: 'The draft’s version (for the optimistic check).' }),
    publishedVersion: Nullable(Type.Integer()),
    publishedAt: Nullable(DateTime),
    updatedAt: DateTime,
  },
  { title: 'ContentEntrySummaryDto', description: 'An entry in the admin list.' },
);
export const ContentEntryPageDto = Type.Object(Page(ContentEntrySummaryDto, 'A page of entries.').properties, {
  title: 'ContentEntryPageDto',
});

export const ContentDraftDto = Type.Object(
  {
    ...ContentEntrySummaryDto.properties,
    description: Type.String(),
    body: Type.String({ description: 'Markdown.' }),
    ...LinkFields,
    position: Type.Integer(),
    startsAt: Nullable(DateTime),
    endsAt: Nullable(DateTime),
    updatedBy: Nullable(Type.String({ description: 'Who saved the draft last (null for seeded text).' })),
  },
  { title: 'ContentDraftDto', description: 'An entry’s draft, as the editor shows it.' },
);

export const ContentVersionDto = Type.Object(
  {
    number: Type.Integer(),
    title: Type.String(),
    publishedAt: DateTime,
    publishedBy: Nullable(Type.String({ description: 'The admin who published it (null for seeded text).' })),
  },
  { title: 'ContentVersionDto', description: 'A published version in the history.' },
);
export const ContentVersionPageDto = Type.Object(Page(ContentVersionDto, 'Versions, newest first.').properties, {
  title: 'ContentVersionPageDto',
});

const DraftFields = {
  title: Type.String({ minLength: 1, maxLength: CONTENT_TEXT_LIMITS.title }),
  description: Type.Optional(Type.String({ maxLength: CONTENT_TEXT_LIMITS.description })),
  body: Type.String({ maxLength: CONTENT_TEXT_LIMITS.body, description: 'Markdown.' }),
  linkLabel: Type.Optional(Nullable(Type.String({ maxLength: CONTENT_TEXT_LIMITS.linkLabel }))),
  linkPath: Type.Optional(
    Nullable(Type.String({ maxLength: CONTENT_TEXT_LIMITS.linkPath, description: 'An app path or https address.' })),
  ),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  startsAt: Type.Optional(Nullable(DateTime)),
  endsAt: Type.Optional(Nullable(DateTime)),
};

export const SaveDraftBody = Type.Object(
  { version: Type.Integer({ minimum: 1, description: 'The draft version the editor read.' }), ...DraftFields },
  { title: 'SaveContentDraftBody', additionalProperties: false },
);
export const CreateEntryBody = Type.Object(
  {
    key: keyText('A new key: lowercase letters, digits and hyphens.'),
    kind: Type.Union([Type.Literal('BANNER'), Type.Literal('ROLE')], {
      description: 'Banners and roles are created; pages are a fixed list.',
    }),
    ...DraftFields,
  },
  { title: 'CreateContentEntryBody', additionalProperties: false },
);
export const VersionBody = Type.Object(
  { version: Type.Integer({ minimum: 1, description: 'The draft version the editor read.' }) },
  { title: 'ContentVersionCheckBody', additionalProperties: false },
);
export const DeleteEntryQuery = Type.Object(
  { version: Type.Integer({ minimum: 1, description: 'The draft version the editor read.' }) },
  { additionalProperties: false },
);
export const EntryListQuery = Type.Object({ ...PageQuery.properties, kind: Type.Optional(ContentKindSchema) });
export const HistoryQuery = Type.Object({ page: PageQuery.properties.page, size: PageQuery.properties.size });

export const CONTENT_FIELD_MESSAGES = {
  key: 'key must be 1 to 60 lowercase letters, digits and hyphens',
  title: `title must be 1 to ${CONTENT_TEXT_LIMITS.title} characters`,
  description: `description must be at most ${CONTENT_TEXT_LIMITS.description} characters`,
  body: `body must be at most ${CONTENT_TEXT_LIMITS.body.toLocaleString('en-US')} characters`,
  linkLabel: `linkLabel must be at most ${CONTENT_TEXT_LIMITS.linkLabel} characters`,
  linkPath: `linkPath must be at most ${CONTENT_TEXT_LIMITS.linkPath} characters`,
};
