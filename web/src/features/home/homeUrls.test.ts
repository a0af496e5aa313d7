import { describe, expect, it } from 'vitest';
import { searchPathFor } from './homeUrls';

// Search reads one repeated key per list filter (features/search/searchParams.ts); the e2e spec
// home.spec.ts follows such a link and sees the filter applied.
describe('searchPathFor', () => {
  it('links a figure to search with that one filter value', () => {
    expect(searchPathFor('companyRoleIds', '3')).toBe('/search?companyRoleIds=3');
    expect(searchPathFor('regionsIds', '40')).toBe('/search?regionsIds=40');
  });
});
