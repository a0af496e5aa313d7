import { describe } from 'vitest';
import { itMapsEveryRow, type UpstreamRow } from '../../testing/catalogue.rows.js';
import { subscriptionErrors } from './subscription.errors.js';

// The subscription feature's catalogue entries: the api's own words, or the catalogue's when it sends none.
const table: UpstreamRow[] = [
  [409, { code: 'AlreadySubscribed' }, 'CONFLICT', 'Your company already has this subscription.', 'AlreadySubscribed'],
  [
    409,
    { code: 'InnovatorActive', message: 'Cancel the Innovator plan first.' },
    'CONFLICT',
    'Cancel the Innovator plan first.',
    'InnovatorActive',
  ],
  [
    409,
    { code: 'SubscriptionBusy' },
    'CONFLICT',
    'Another change to this subscription is in progress. Please try again in a moment.',
    'SubscriptionBusy',
  ],
];

describe('mapUpstreamError', () => {
  itMapsEveryRow(subscriptionErrors, table);
});
