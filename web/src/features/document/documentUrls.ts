import type { DocumentTemplateKind } from '../../__generated__/graphql';

/** The company's documents (spec §2); `?folder=`, `?partner=`, `?scope=shared`, `?q=`, `?sort=`, `?page=` narrow the list. */
export const DOCUMENTS_PATH = '/dashboard/documents';
/** Several files at once; `?folder=`, `?partner=`, `?template=`, `?response=` preselect where they go; `?back=` links back. */
export const DOCUMENT_UPLOAD_PATH = '/dashboard/documents/upload';
/** The company's templates, and "new document from template". */
export const DOCUMENT_TEMPLATES_PATH = '/dashboard/documents/templates';

const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export interface DocumentsPathOptions {
  folderId?: string | null;
  partnerCompanyId?: string | null;
}

/** The documents list, opened on a folder or filtered to one partner's documents. */
export const documentsPath = ({ folderId, partnerCompanyId }: DocumentsPathOptions = {}): string =>
  withQuery(DOCUMENTS_PATH, { folder: folderId, partner: partnerCompanyId });

export interface DocumentUploadPathOptions {
  folderId?: string | null;
  partnerCompanyId?: string | null;
  responseId?: string | null;
  templateKind?: DocumentTemplateKind | null;
  /** The page to offer a way back to (a path of this site), e.g. the request a response belongs to. */
  back?: string | null;
}

/** The upload page with its folder, partner, response or template kind chosen. */
export const documentUploadPath = ({
  folderId,
  partnerCompanyId,
  responseId,
  templateKind,
  back,
}: DocumentUploadPathOptions = {}): string =>
  withQuery(DOCUMENT_UPLOAD_PATH, {
    folder: folderId,
    partner: partnerCompanyId,
    response: responseId,
    template: templateKind,
    back,
  });

/** `?back=` only when it is a path of this site (never another origin's address). */
export const safeBackPath = (back: string | null): string | null =>
  back?.startsWith('/') && !back.startsWith('//') && !back.includes('\\') ? back : null;
