import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingReferral, pendingReferral, savePendingReferral } from './pendingReferral';

describe('pendingReferral', () => {
  afterEach(() => clearPendingReferral());

  it('keeps a code from an invite link until it is claimed', () => {
    savePendingReferral(' Ab3_xY9-kQ ', 1_000);
    expect(pendingReferral(2_000)).toBe('Ab3_xY9-kQ');
    clearPendingReferral();
    expect(pendingReferral(2_000)).toBeNull();
  });

  it('ignores a malformed code and forgets one older than the 30-day claim window', () => {
    savePendingReferral('<script>', 1_000);
    expect(pendingReferral(2_000)).toBeNull();
    savePendingReferral('Ab3_xY9-kQ', 0);
    expect(pendingReferral(31 * 86_400_000)).toBeNull();
    expect(pendingReferral(0)).toBeNull();
  });
});
