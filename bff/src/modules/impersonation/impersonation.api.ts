import type { RestClient } from '../../rest/rest.client.js';
import type { Paging } from '../../rest/rest.query.js';
import type { UserPageDto } from '../user/user.api.js';

export interface ImpersonationApi {
  /** Users an admin may act as, searched by name, email or company (admin group only). */
  targets(search: string | null, paging: Paging): Promise<UserPageDto>;
}

/** The admin endpoints behind impersonation; the only place that knows their paths. */
export function createImpersonationApi(rest: RestClient): ImpersonationApi {
  return {
    // The admin searches as themself: never with an impersonation header.
    targets: (search, paging) =>
      rest.request<UserPageDto>({
        operation: 'getAdminUsers',
        path: '/admin/users',
        query: { searchString: search },
        paging,
        impersonatedUserId: null,
      }),
  };
}
