import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { userError, userErrorsFrom, type UserErrorDto } from '../../errors/user.errors.js';
import { parseId } from '../../rest/rest.ids.js';
import type { DocumentListQuery } from './document.api.js';
import type { DocumentMapper } from './document.mappers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'This document does not exist or is not shared with your company.';
const FOLDER_NOT_FOUND = 'This folder does not exist.';
const READ_ONLY = 'This document is shared with your company to read only.';

/** An integer id argument; a malformed one is a refusal at its field. */
function intId(value: string, field: string): number {
  const id = parseId(value);
  if (id === null)
    throw new AppError('BAD_USER_INPUT', `${field} is not a valid id.`, {
      details: [{ field, message: `${field} is not a valid id.` }],
    });
  return id;
}
const optionalIntId = (value: string | null | undefined, field: string): number | undefined =>
  value === null || value === undefined ? undefined : intId(value, field);
/** A document id: anything but a UUID is simply not found. */
function docId(value: string): string {
  if (!UUID.test(value)) throw new AppError('NOT_FOUND', NOT_FOUND);
  return value.toLowerCase();
}

/** A refusal the viewer can act on, in the payload (`field` names what was not found). */
function refusal(error: unknown, notFound: { field: string; message: string }): UserErrorDto[] {
  if (error instanceof AppError && error.code === 'NOT_FOUND')
    return [userError('NOT_FOUND', notFound.message, notFound.field)];
  if (error instanceof AppError && error.code === 'FORBIDDEN' && notFound.field === 'id')
    return [userError('FORBIDDEN', READ_ONLY, 'id')];
  return userErrorsFrom(error, {
    codeFields: {
      FILE_TOO_LARGE: 'sizeBytes',
      DOCUMENT_EXISTS: 'id',
      DOCUMENT_TYPE_NOT_ALLOWED: 'id',
      FOLDER_EXISTS: 'name',
    },
  });
}

async function documentChange(change: () => Promise<DocumentMapper>) {
  try {
    return { document: await change(), errors: [] };
  } catch (error) {
    return { document: null, errors: refusal(error, { field: 'id', message: NOT_FOUND }) };
  }
}

async function folderChange(
  change: () => Promise<{ id: number; name: string; documentCount: number; createdAt: string }>,
) {
  try {
    return { folder: await change(), errors: [] };
  } catch (error) {
    return { folder: null, errors: refusal(error, { field: 'id', message: FOLDER_NOT_FOUND }) };
  }
}

export const documentResolvers: Resolvers = {
  Query: {
    documentFolders: async (_parent, _args, ctx) => (await ctx.api.document.folders()).folders,
    documents: (_parent, args, ctx) => {
      const query: DocumentListQuery = {
        scope: args.scope ?? 'OWN',
        sortBy: args.sortBy ?? 'NAME',
        direction: args.direction ?? 'ASC',
      };
      const folderId = optionalIntId(args.folderId, 'folderId');
      const partnerCompanyId = optionalIntId(args.partnerCompanyId, 'partnerCompanyId');
      const responseId = optionalIntId(args.responseId, 'responseId');
      if (folderId !== undefined) query.folderId = folderId;
      if (args.topLevelOnly) query.topLevelOnly = true;
      if (partnerCompanyId !== undefined) query.partnerCompanyId = partnerCompanyId;
      if (responseId !== undefined) query.responseId = responseId;
      const search = args.search?.trim().slice(0, 100);
      if (search) query.search = search;
      const page = Math.max(0, Math.trunc(args.page ?? 0));
      const size = Math.min(100, Math.max(1, Math.trunc(args.size ?? 20)));
      return ctx.api.document.list(query, { page, size });
    },
    document: async (_parent, { id }, ctx) => {
      if (!UUID.test(id)) return null;
      try {
        return await ctx.api.document.get(id.toLowerCase());
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    documentUploadRules: (_parent, _args, ctx) => ctx.api.document.rules(),
    documentAccessLog: (_parent, { page, size }, ctx) =>
      ctx.api.document.accessLog(
        Math.max(0, Math.trunc(page ?? 0)),
        Math.min(100, Math.max(1, Math.trunc(size ?? 20))),
      ),
  },
  Mutation: {
    createDocumentFolder: (_parent, { name }, ctx) => folderChange(() => ctx.api.document.createFolder(name)),
    renameDocumentFolder: (_parent, { id, name }, ctx) =>
      folderChange(() => ctx.api.document.renameFolder(intId(id, 'id'), name)),
    deleteDocumentFolder: (_parent, { id }, ctx) => folderChange(() => ctx.api.document.deleteFolder(intId(id, 'id'))),
    startDocumentUpload: async (_parent, { input }, ctx) => {
      try {
        const upload = await ctx.api.document.start({
          name: input.name,
          sizeBytes: input.sizeBytes,
          folderId: optionalIntId(input.folderId, 'folderId') ?? null,
          templateKind: input.templateKind ?? null,
          partnerCompanyId: optionalIntId(input.partnerCompanyId, 'partnerCompanyId') ?? null,
          responseId: optionalIntId(input.responseId, 'responseId') ?? null,
        });
        // The file store's signed link is under the api's root: in front of it, where browsers reach the api.
        const url = upload.target === 'API' ? ctx.config.apiPublicUrl + upload.url : upload.url;
        return { upload: { ...upload, url }, errors: [] };
      } catch (error) {
        return { upload: null, errors: refusal(error, { field: 'folderId', message: FOLDER_NOT_FOUND }) };
      }
    },
    finishDocumentUpload: (_parent, { id }, ctx) => documentChange(() => ctx.api.document.finish(docId(id))),
    updateDocument: (_parent, { input }, ctx) =>
      documentChange(async () => {
        const folderId = optionalIntId(input.folderId, 'folderId');
        const partnerCompanyId = optionalIntId(input.partnerCompanyId, 'partnerCompanyId');
        const responseId = optionalIntId(input.responseId, 'responseId');
        return ctx.api.document.update(docId(input.id), {
          ...(input.name === null || input.name === undefined ? {} : { name: input.name }),
          ...(folderId === undefined ? {} : { folderId }),
          ...(input.toTopLevel ? { toTopLevel: true } : {}),
          ...(partnerCompanyId === undefined ? {} : { partnerCompanyId }),
          ...(input.detachPartner ? { detachPartner: true } : {}),
          ...(responseId === undefined ? {} : { responseId }),
          ...(input.detachResponse ? { detachResponse: true } : {}),
        });
      }),
    deleteDocument: async (_parent, { id }, ctx) => {
      try {
        await ctx.api.document.delete(docId(id));
        return { document: null, errors: [] };
      } catch (error) {
        return { document: null, errors: refusal(error, { field: 'id', message: NOT_FOUND }) };
      }
    },
    createDocumentFromTemplate: (_parent, { templateId, name, folderId, partnerCompanyId }, ctx) =>
      documentChange(() =>
        ctx.api.document.copy(docId(templateId), {
          name,
          folderId: optionalIntId(folderId, 'folderId') ?? null,
          partnerCompanyId: optionalIntId(partnerCompanyId, 'partnerCompanyId') ?? null,
        }),
      ),
    shareDocument: (_parent, { id, companyId }, ctx) =>
      documentChange(() => ctx.api.document.share(docId(id), intId(companyId, 'companyId'))),
    unshareDocument: (_parent, { id, companyId }, ctx) =>
      documentChange(() => ctx.api.document.unshare(docId(id), intId(companyId, 'companyId'))),
  },
  Document: {
    sizeBytes: (doc) => doc.sizeBytes,
    responseId: (doc) => (doc.responseId === null ? null : String(doc.responseId)),
    downloadPath: (doc) => `/documents/${doc.id}/download`,
  },
  DocumentFolder: { id: (folder) => String(folder.id) },
  DocumentCompany: { id: (company) => String(company.id) },
  DocumentPerson: { id: (person) => String(person.id) },
  DocumentPage: { items: (page) => page.content },
  DocumentAccessPage: { items: (page) => page.content },
  DocumentAccessEntry: { id: (entry) => String(entry.id) },
};
