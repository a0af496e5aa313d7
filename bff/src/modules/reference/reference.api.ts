import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema } from '../../rest/rest.contract.js';

/** A reference value (the api's kinds are spelled as the schema's). */
export type ReferenceItemDto = ApiSchema<'ReferenceItemDto'>;
export type CountryDto = ApiSchema<'CountryDto'>;
type ReferenceKind = ReferenceItemDto['kind'];

/** The api's public reference data; the only place that knows its paths. */
export function createReferenceApi(rest: RestClient) {
  return {
    items: (kinds: readonly ReferenceKind[] | null) =>
      rest.get('/reference-items', { operation: 'getReferenceItems', query: { kind: kinds ? [...kinds] : undefined } }),
    countries: () => rest.get('/countries', { operation: 'getCountries' }),
  };
}

export type ReferenceApi = ReturnType<typeof createReferenceApi>;

/** The GraphQL shape of a reference value: ids as strings. */
export const toReferenceItem = (item: ReferenceItemDto) => ({
  ...item,
  id: String(item.id),
  parentId: item.parentId === null ? null : String(item.parentId),
});
