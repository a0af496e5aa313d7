import { describe } from 'vitest';
import { itMapsEveryRow, type UpstreamRow } from '../../testing/catalogue.rows.js';
import { messagingErrors } from './messaging.errors.js';

// The messaging feature's catalogue entries: the api's own words, or the catalogue's when it sends none.
const table: UpstreamRow[] = [
  [
    429,
    { code: 'MessageFlood' },
    'MESSAGE_FLOOD',
    'You are sending messages too quickly. Wait a minute, then send again.',
    'MessageFlood',
  ],
  [
    409,
    { code: 'NotContactable', message: 'Nobody at Orion has claimed this profile yet.' },
    'NOT_CONTACTABLE',
    'Nobody at Orion has claimed this profile yet.',
    'NotContactable',
  ],
  [403, { code: 'ReplyNotAllowed' }, 'REPLY_NOT_ALLOWED', 'You cannot reply in this conversation.', 'ReplyNotAllowed'],
];

describe('mapUpstreamError', () => {
  itMapsEveryRow(messagingErrors, table);
});
