import { AppError } from '../../errors/error.codes.js';
import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, RequestBody } from '../../rest/rest.contract.js';

export type LookingForItemDto = ApiSchema<'LookingForItemDto'>;
export type CompanyLookingForDto = ApiSchema<'CompanyLookingForDto'>;

/** The looking-for endpoints of the api; the only place that knows their paths. */
export function createLookingForApi(rest: RestClient) {
  return {
    /** Null when there is no active company with this alias. */
    byAlias: async (alias: string): Promise<CompanyLookingForDto | null> => {
      try {
        return await rest.get('/companies/by-alias/{alias}/looking-for', {
          operation: 'getCompanyLookingFor',
          params: { alias },
        });
      } catch (error) {
        if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')) return null;
        throw error;
      }
    },
    mine: () => rest.get('/looking-for', { operation: 'getMyLookingFor' }),
    add: (body: RequestBody<'post', '/looking-for/items'>) =>
      rest.post('/looking-for/items', { operation: 'addLookingForItem', body }),
    update: (id: number, body: RequestBody<'put', '/looking-for/items/{id}'>) =>
      rest.put('/looking-for/items/{id}', { operation: 'updateLookingForItem', params: { id }, body }),
    remove: (id: number) =>
      rest.delete('/looking-for/items/{id}', { operation: 'removeLookingForItem', params: { id } }),
  };
}

export type LookingForApi = ReturnType<typeof createLookingForApi>;
