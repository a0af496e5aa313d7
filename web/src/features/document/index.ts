// What other features may import of the documents feature.
export {
  DOCUMENT_TEMPLATES_PATH,
  DOCUMENT_UPLOAD_PATH,
  DOCUMENTS_PATH,
  documentsPath,
  documentUploadPath,
} from './documentUrls';
export { AttachedDocuments } from './components/AttachedDocuments';
export type { AttachedDocumentsProps } from './components/AttachedDocuments';
export { DocumentAccessLog } from './components/DocumentAccessLog';
