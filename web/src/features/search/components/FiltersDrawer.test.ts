import { describe, expect, it } from 'vitest';
import { filtersButtonLabel, showResultsLabel } from './FiltersDrawer';

describe('FiltersDrawer labels', () => {
  it('counts the active filters on the button only when there are some', () => {
    expect(filtersButtonLabel(0)).toBe('Filters');
    expect(filtersButtonLabel(3)).toBe('Filters (3 active)');
  });

  it('says how many results the drawer shows, in the singular for one', () => {
    expect(showResultsLabel(undefined)).toBe('Show results');
    expect(showResultsLabel(1)).toBe('Show 1 result');
    expect(showResultsLabel(1234)).toBe('Show 1,234 results');
  });
});
