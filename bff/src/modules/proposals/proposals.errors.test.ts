import { describe } from 'vitest';
import { itMapsEveryRow, type UpstreamRow } from '../../testing/catalogue.rows.js';
import { proposalsErrors } from './proposals.errors.js';

// The proposals feature's catalogue entries: the api's own words, or the catalogue's when it sends none.
const table: UpstreamRow[] = [
  [
    409,
    { code: 'AlreadyResponded' },
    'CONFLICT',
    'Your company has already responded to this request.',
    'AlreadyResponded',
  ],
  [
    409,
    { code: 'NotAcceptingResponses', message: 'This request no longer accepts questions.' },
    'CONFLICT',
    'This request no longer accepts questions.',
    'NotAcceptingResponses',
  ],
  [409, { code: 'OwnRequest' }, 'CONFLICT', 'This is your company’s own request.', 'OwnRequest'],
  [409, { code: 'AlreadyAnswered' }, 'CONFLICT', 'This question has already been answered.', 'AlreadyAnswered'],
  [409, { code: 'AwardNotAllowed' }, 'CONFLICT', 'Only an open or closed request can be awarded.', 'AwardNotAllowed'],
  [409, { code: 'ResponseLocked' }, 'CONFLICT', 'This response can no longer change.', 'ResponseLocked'],
];

describe('mapUpstreamError', () => {
  itMapsEveryRow(proposalsErrors, table);
});
