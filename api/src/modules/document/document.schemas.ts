import { Type } from 'typebox';
import { Page } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';
import { DOCUMENT_NAME_MAX, FOLDER_NAME_MAX } from './document.rules.js';
import { documentAccessAction, documentTemplateKind } from './document.table.js';

/** A string enum as the OpenAPI document shows it (`enum`), typed as its values. */
const literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

/** A POST or PUT that needs no body (the OpenAPI document still names one). */
export const NoBody = Type.Unknown({ description: 'No body is needed.' });
/** The file's bytes (`application/octet-stream`), streamed: never parsed. */
export const FileBytes = Type.Unknown({ description: 'The file bytes, sent as application/octet-stream.' });
export const FileBytesResponse = {
  description: 'The file bytes.',
  content: { 'application/octet-stream': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
};

/** The file store's signed upload link (document.upload-link.ts). */
export const UploadLinkQuery = Type.Object({
  expires: Type.Integer({ minimum: 1, description: 'Seconds since 1970 until which the link is valid.' }),
  signature: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', description: "The api's signature of the link." }),
});

export const TemplateKind = literals(documentTemplateKind.enumValues);
export const DocumentIdParams = Type.Object({ id: Type.String({ format: 'uuid', description: "The document's id." }) });
export const ShareParams = Type.Object({
  id: Type.String({ format: 'uuid', description: "The document's id." }),
  companyId: Type.Integer({ minimum: 1, description: 'The company (`Company.id`).' }),
});

export const DocumentCompanyDto = Type.Object(
  { id: Type.Integer(), name: Type.String(), alias: Type.String() },
  { title: 'DocumentCompanyDto', description: 'A company, as documents name it.' },
);
export const DocumentPersonDto = Type.Object(
  { id: Type.Integer(), firstName: Type.String(), lastName: Type.String() },
  { title: 'DocumentPersonDto', description: 'A person, as documents name them.' },
);
export const DocumentFolderDto = Type.Object(
  { id: Type.Integer(), name: Type.String(), documentCount: Type.Integer(), createdAt: DateTime },
  { title: 'DocumentFolderDto', description: "A company's document folder." },
);
export const DocumentFoldersDto = Type.Object(
  { folders: Type.Array(DocumentFolderDto, { description: 'By name.' }) },
  { title: 'DocumentFoldersDto' },
);

export const DocumentDto = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    contentType: Type.String({ description: 'Checked from the bytes.' }),
    sizeBytes: Type.Integer(),
    owner: DocumentCompanyDto,
    mine: Type.Boolean({ description: "Whether the caller's company owns it (false: shared with it, read only)." }),
    folder: Nullable(DocumentFolderDto),
    templateKind: Nullable(TemplateKind),
    partner: Nullable(DocumentCompanyDto),
    responseId: Nullable(Type.Integer()),
    sharedWith: Type.Array(DocumentCompanyDto, { description: "Owner's view only; empty for others." }),
    uploadedBy: Nullable(DocumentPersonDto),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { title: 'DocumentDto', description: 'A READY document the caller may read.' },
);
export const DocumentPageDto = Type.Object(
  { ...Page(DocumentDto, '').properties },
  { title: 'DocumentPageDto', description: 'A page of documents.' },
);

export const DocumentListQuery = Type.Object({
  scope: Type.Optional(literals(['OWN', 'SHARED_WITH_US', 'TEMPLATES'] as const)),
  folderId: Type.Optional(Type.Integer({ minimum: 1 })),
  topLevelOnly: Type.Optional(Type.Boolean()),
  partnerCompanyId: Type.Optional(Type.Integer({ minimum: 1 })),
  responseId: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: "With scope OWN: the response's attachments by both parties (the poster's and the responder's).",
    }),
  ),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  sortBy: Type.Optional(literals(['NAME', 'CREATED_AT', 'UPDATED_AT', 'SIZE'] as const)),
  direction: Type.Optional(literals(['ASC', 'DESC'] as const)),
  page: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

const name = Type.String({ minLength: 1, maxLength: DOCUMENT_NAME_MAX * 4, description: '1 to 255 characters.' });
export const FolderBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: FOLDER_NAME_MAX * 4 }) },
  { title: 'DocumentFolderBody', additionalProperties: false },
);

export const StartUploadBody = Type.Object(
  {
    name,
    sizeBytes: Type.Integer({ minimum: 0, description: 'Over 25 MB: 413 code 504 before any byte.' }),
    folderId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    templateKind: Type.Optional(Nullable(TemplateKind)),
    partnerCompanyId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    responseId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  },
  { title: 'StartDocumentUploadBody', additionalProperties: false },
);
export const DocumentUploadDto = Type.Object(
  {
    documentId: Type.String({ format: 'uuid' }),
    target: literals(['API', 'S3'] as const),
    url: Type.String({
      description:
        "API: the signed link `/v1/documents/<id>/content?…` under the api's root (the file itself as the body); S3: the presigned POST URL.",
    }),
    fields: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
    expiresAt: DateTime,
  },
  { title: 'DocumentUploadDto', description: 'Where the bytes go.' },
);
export const UploadRulesDto = Type.Object(
  { maxBytes: Type.Integer(), contentTypes: Type.Array(Type.String()), extensions: Type.Array(Type.String()) },
  { title: 'DocumentUploadRulesDto' },
);

export const UpdateDocumentBody = Type.Object(
  {
    name: Type.Optional(name),
    folderId: Type.Optional(Type.Integer({ minimum: 1 })),
    toTopLevel: Type.Optional(Type.Boolean()),
    partnerCompanyId: Type.Optional(Type.Integer({ minimum: 1 })),
    detachPartner: Type.Optional(Type.Boolean()),
    responseId: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: "Attaches it to this response: the company's own or one to its request.",
      }),
    ),
    detachResponse: Type.Optional(Type.Boolean({ description: 'Removes it from its response; the document stays.' })),
  },
  { title: 'UpdateDocumentBody', additionalProperties: false },
);
export const FromTemplateBody = Type.Object(
  {
    name,
    folderId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    partnerCompanyId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  },
  { title: 'DocumentFromTemplateBody', additionalProperties: false },
);

export const DocumentAccessEntryDto = Type.Object(
  {
    id: Type.Integer(),
    action: literals(documentAccessAction.enumValues),
    documentName: Type.String(),
    documentId: Nullable(Type.String({ format: 'uuid' })),
    user: Nullable(DocumentPersonDto),
    actorCompany: Nullable(DocumentCompanyDto),
    impersonator: Nullable(DocumentPersonDto),
    adminEmail: Nullable(
      Type.String({ description: 'The admin-group member behind the action (their sign-in e-mail).' }),
    ),
    targetCompany: Nullable(DocumentCompanyDto),
    at: DateTime,
  },
  { title: 'DocumentAccessEntryDto' },
);
export const DocumentAccessPageDto = Type.Object(
  { ...Page(DocumentAccessEntryDto, '').properties },
  { title: 'DocumentAccessPageDto', description: 'A page of the access log, newest first.' },
);
export const AccessLogQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
