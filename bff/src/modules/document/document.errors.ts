import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Document refusals the user can act on (docs/documents.md): their words come from the api. */
export const documentErrors = {
  codes: ['DOCUMENT_TYPE_NOT_ALLOWED', 'DOCUMENT_EXISTS', 'DOCUMENT_NOT_RECEIVED'],
  // Pick another file; it is already there; send it again. (FOLDER_EXISTS: the watchlist module's code, shared.)
  userFixable: ['DOCUMENT_TYPE_NOT_ALLOWED', 'DOCUMENT_EXISTS', 'DOCUMENT_NOT_RECEIVED'],
  catalogue: {
    DocumentTypeNotAllowed: {
      code: 'DOCUMENT_TYPE_NOT_ALLOWED',
      message: 'Only PDF, Word, Excel, PowerPoint, text, CSV and image files can be uploaded.',
      upstreamMessage: true,
    },
    DocumentExists: { code: 'DOCUMENT_EXISTS', message: 'This file is already in this folder.', upstreamMessage: true },
    DocumentNotReceived: {
      code: 'DOCUMENT_NOT_RECEIVED',
      message: 'The file has not arrived yet. Send it again.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
