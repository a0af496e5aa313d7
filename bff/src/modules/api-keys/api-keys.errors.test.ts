import { describe } from 'vitest';
import { itMapsEveryRow, type UpstreamRow } from '../../testing/catalogue.rows.js';
import { apiKeysErrors } from './api-keys.errors.js';

// The api-keys feature's catalogue entries: the api's own words, or the catalogue's when it sends none.
const table: UpstreamRow[] = [
  [401, { code: 'ApiKeyInvalid', message: 'Key words.' }, 'UNAUTHENTICATED', 'Key words.', 'ApiKeyInvalid'],
  [
    401,
    { code: 'ApiKeyOwnerUnusable', message: 'Owner words.' },
    'UNAUTHENTICATED',
    'Owner words.',
    'ApiKeyOwnerUnusable',
  ],
  [
    403,
    { code: 'ApiKeyReadOnly' },
    'FORBIDDEN',
    'This API key is read-only: it cannot change anything.',
    'ApiKeyReadOnly',
  ],
  [409, { code: 'ApiKeyLimit', message: 'Limit words.' }, 'CONFLICT', 'Limit words.', 'ApiKeyLimit'],
];

describe('mapUpstreamError', () => {
  itMapsEveryRow(apiKeysErrors, table);
});
