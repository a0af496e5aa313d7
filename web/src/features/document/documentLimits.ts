import { FIELD_LIMITS } from '../../__generated__/fieldLimits';

// The api's OpenAPI gives the search's limit in characters; its name bodies give a byte-sized
// bound (4 × the characters, for its own early refusal) rather than the limit people meet, so
// the names' limits are those schema/document.graphql documents (the api checks them again).
export const DOCUMENT_LIMITS = {
  /** A folder's name: 1 to 80 characters, unique in the company whatever the case. */
  folderName: 80,
  /** A document's name: 1 to 255 characters. */
  documentName: 255,
  /** Words of a name to search for. */
  search: FIELD_LIMITS['GET /v1/documents'].search,
} as const;
