/** What other modules may use of the document module: they import nothing else of it. */
export {
  documentAccessLog,
  type DocumentAccessAction,
  documentFolders,
  documentShares,
  documents,
  type DocumentTemplateKind,
} from './document.table.js';
export {
  type DocumentAccessEntryInput,
  findCompanyDocument,
  markDocumentAsEvidence,
  recordDocumentAccess,
} from './document.access.js';
