import { describe, expect, it } from 'vitest';
import { billingPath } from './paths';

describe('shared paths', () => {
  it('pages the billing view from zero, leaving the first page out', () => {
    expect(billingPath()).toBe('/dashboard/subscription?billing=true');
    expect(billingPath(2)).toBe('/dashboard/subscription?billing=true&page=2');
  });
});
