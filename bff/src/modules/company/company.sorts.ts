import type { CompanySort } from '../../__generated__/resolvers-types.js';
import type { SortDirection } from '../../rest/rest.query.js';

/** The GraphQL sorts as REST `sort=field,DIRECTION` (spec §7). */
export const SORTS: Readonly<Record<CompanySort, { field: string; direction: SortDirection }>> = {
  BEST_MATCH: { field: 'relevance', direction: 'DESC' },
  ALPHABETICALLY: { field: 'name', direction: 'ASC' },
  UPDATED_AT: { field: 'updatedAt', direction: 'DESC' },
  CREATED_AT: { field: 'createdAt', direction: 'DESC' },
  // Declared by search (schema/search.graphql): highest review average first.
  RATING: { field: 'rating', direction: 'DESC' },
};
