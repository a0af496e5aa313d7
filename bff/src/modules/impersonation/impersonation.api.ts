import type { RestClient } from '../../rest/rest.client.js';
import type { Paging } from '../../rest/rest.query.js';

/** The admin endpoints behind impersonation; the only place that knows their paths. */
export function createImpersonationApi(rest: RestClient) {
  return {
    /** Users an admin may act as, searched by name, email or company (admin group only). */
    targets: (search: string | null, paging: Paging) =>
      rest.get('/admin/users', {
        operation: 'getAdminUsers',
        query: { searchString: search ?? undefined },
        paging,
        impersonatedUserId: null,
      }),
  };
}

export type ImpersonationApi = ReturnType<typeof createImpersonationApi>;
