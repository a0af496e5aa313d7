import { describe, expect, it } from 'vitest';
import { isInterestsComplete } from './interests';
import type { InterestsValues } from './interests';

const complete: InterestsValues = {
  therapeuticAreas: ['ta-1'],
  services: ['sv-1'],
  products: ['pr-1'],
  regions: ['rg-1'],
  trialPhasesSupported: ['PHASE_1'],
};

describe('isInterestsComplete', () => {
  it('is true when every list has a value and a trial phase is set', () => {
    expect(isInterestsComplete(complete)).toBe(true);
  });

  it.each(['therapeuticAreas', 'services', 'products', 'regions', 'trialPhasesSupported'] as const)(
    'is false when %s is empty',
    (key) => {
      expect(isInterestsComplete({ ...complete, [key]: [] })).toBe(false);
    },
  );
});
