import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema } from '../../rest/rest.contract.js';

/** The api's user (spec §3), its company and business type: the generated REST contract's. */
export type UserDto = ApiSchema<'UserDto'>;
export type UserCompanyDto = ApiSchema<'UserCompanyDto'>;
export type CompanyRoleDto = ApiSchema<'CompanyRoleDto'>;
/** The REST role types of spec §3. */
export type CompanyRoleTypeDto = CompanyRoleDto['type'];

/** Reads about someone else (the impersonation target) carry their id and never end the caller's session. */
interface ActingAs {
  impersonatedUserId?: number | null;
}

/** The user endpoints of the api; the only place that knows their paths. */
export function createUserApi(rest: RestClient) {
  return {
    /** The caller, or the impersonation target (answers even for inactive users). */
    current: (options: ActingAs = {}) => rest.get('/users/current', { operation: 'getCurrentUser', ...options }),
    byId: (id: number, options: ActingAs = {}) =>
      rest.get('/users/{id}', { operation: 'getUser', params: { id }, ...options }),
    roles: () => rest.get('/roles', { operation: 'getRoles' }),
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
