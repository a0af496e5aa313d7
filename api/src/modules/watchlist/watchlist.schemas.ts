import { Type } from 'typebox';
import { Page, PageQuery } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';
import { MAX_COMPANIES_PER_ADD, WATCHLIST_TEXT_LIMITS } from './watchlist.limits.js';

const Person = Type.Object(
  { userId: Type.Integer(), firstName: Type.String(), lastName: Type.String() },
  { title: 'WatchlistPersonDto', description: 'A colleague, by name.' },
);

export const WatchlistAccess = Type.Union([Type.Literal('OWNER'), Type.Literal('EDITOR'), Type.Literal('VIEWER')], {
  description: 'What the caller may do: OWNER everything; EDITOR change its companies and notes; VIEWER read.',
});
export const ShareRole = Type.Union([Type.Literal('VIEWER'), Type.Literal('EDITOR')]);

export const WatchlistFolderDto = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    position: Type.Integer({ description: "Its place in its owner's order, from 0." }),
    companyCount: Type.Integer(),
    access: WatchlistAccess,
    owner: Person,
    shares: Type.Array(Type.Object({ person: Person, role: ShareRole, sharedAt: DateTime }), {
      description: 'Who else sees it, and as what.',
    }),
    createdAt: DateTime,
  },
  { title: 'WatchlistFolderDto', description: 'A watchlist folder the caller owns or that is shared with them.' },
);

export const WatchlistFoldersDto = Type.Object(
  {
    folders: Type.Array(WatchlistFolderDto, { description: 'Own folders in their order, then shared ones by name.' }),
    capacity: Type.Object(
      { folders: Type.Integer(), companiesPerFolder: Type.Integer() },
      { description: "What the caller's plan keeps: folders they own, companies in each." },
    ),
  },
  { title: 'WatchlistFoldersDto' },
);

const name = Type.String({ minLength: 1, maxLength: WATCHLIST_TEXT_LIMITS.folderName });
export const FolderBody = Type.Object({ name }, { title: 'WatchlistFolderBody', additionalProperties: false });
export const FolderUpdateBody = Type.Object(
  {
    name: Type.Optional(name),
    position: Type.Optional(
      Type.Integer({ minimum: 0, description: "The folder's new place among the owner's, from 0." }),
    ),
  },
  { title: 'WatchlistFolderUpdateBody', additionalProperties: false },
);

export const WatchlistEntryDto = Type.Object(
  {
    companyId: Type.Integer({ description: 'Load the profiles with GET /v1/companies/by-ids.' }),
    companyName: Type.String(),
    note: Nullable(Type.String()),
    addedBy: Nullable(Person),
    addedAt: DateTime,
  },
  { title: 'WatchlistEntryDto', description: 'A company kept in a folder.' },
);
export const WatchlistEntryPage = Page(WatchlistEntryDto, 'A page of the companies in a folder.');
export const EntriesQuery = PageQuery;

export const AddCompaniesBody = Type.Object(
  {
    companyIds: Type.Array(Type.Integer({ minimum: 1 }), {
      minItems: 1,
      maxItems: MAX_COMPANIES_PER_ADD,
      description: 'Companies already in the folder are left as they are.',
    }),
  },
  { additionalProperties: false },
);
export const EntryUpdateBody = Type.Object(
  {
    note: Type.Optional(
      Nullable(Type.String({ maxLength: WATCHLIST_TEXT_LIMITS.note, description: 'Empty or null clears it.' })),
    ),
    folderId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Move it to this folder (the caller must be able to change both).' }),
    ),
  },
  { title: 'WatchlistEntryUpdateBody', additionalProperties: false },
);
export const EntryParams = Type.Object({ id: Type.Integer({ minimum: 1 }), companyId: Type.Integer({ minimum: 1 }) });

export const SharesBody = Type.Object(
  {
    shares: Type.Array(
      Type.Object({ userId: Type.Integer({ minimum: 1 }), role: ShareRole }, { additionalProperties: false }),
      {
        maxItems: 200,
        description: 'Everyone the folder is shared with after the call; others lose it.',
      },
    ),
  },
  { additionalProperties: false },
);

export const WatchedQuery = Type.Object({
  companyIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }),
});
export const WatchedDto = Type.Object(
  {
    companies: Type.Array(Type.Object({ companyId: Type.Integer(), folderIds: Type.Array(Type.Integer()) }), {
      description: 'Each asked company, with the folders the caller sees it in (none: not watched).',
    }),
  },
  { title: 'WatchedCompaniesDto' },
);
