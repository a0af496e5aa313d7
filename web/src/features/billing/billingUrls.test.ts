import { describe, expect, it } from 'vitest';
import { subscriptionHistoryPath } from './billingUrls';

describe('billing URLs', () => {
  it('pages the history from zero, leaving the first page out', () => {
    expect(subscriptionHistoryPath(0)).toBe('/dashboard/subscription/history');
    expect(subscriptionHistoryPath(3)).toBe('/dashboard/subscription/history?page=3');
  });
});
