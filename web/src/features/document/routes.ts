import { member } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { DOCUMENT_TEMPLATES_PATH, DOCUMENT_UPLOAD_PATH, DOCUMENTS_PATH } from './documentUrls';

// Both company roles (spec §6), blocked while impersonating (the bff's rule: the guard shows spec
// §2's permission page), on an active subscription like the other member pages.
export const routes: readonly RouteDeclaration[] = [
  member(
    DOCUMENTS_PATH,
    'Documents',
    "Your company's documents, in folders, and those partners shared with you.",
    'DOCUMENTS',
    {
      page: './pages/DocumentsPage#DocumentsPage',
    },
  ),
  member(DOCUMENT_UPLOAD_PATH, 'Upload documents', 'Upload several documents at once.', 'DOCUMENT_UPLOAD', {
    page: './pages/DocumentUploadPage#DocumentUploadPage',
  }),
  member(
    DOCUMENT_TEMPLATES_PATH,
    'Document templates',
    "Your company's templates, and new documents made from them.",
    'DOCUMENT_TEMPLATES',
    { page: './pages/DocumentTemplatesPage#DocumentTemplatesPage' },
  ),
];
