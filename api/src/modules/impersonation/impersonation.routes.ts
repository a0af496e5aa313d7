import { Page, pageWindow } from '../../http/paging.js';
import type { ApiInstance } from '../../http/types.js';
import { listImpersonationAudit } from './audit.repository.js';
import { UserDto } from '../user/index.js';
import { searchUsers } from './impersonation.repository.js';
import { AuditEntry, AuditQuery, UsersQuery } from './impersonation.schemas.js';

export async function impersonationRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/v1/admin/users',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Search users (impersonation targets); default sort lastName,ASC',
        querystring: UsersQuery,
        response: { 200: Page(UserDto, 'A page of users.') },
      },
    },
    async (request) => searchUsers(app.deps.db, request.query),
  );

  app.get(
    '/v1/admin/impersonation-audit',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The impersonation audit trail, newest first',
        querystring: AuditQuery,
        response: { 200: Page(AuditEntry, 'A page of audit entries.') },
      },
    },
    async (request) => {
      const { page, size } = pageWindow(request.query);
      return listImpersonationAudit(app.deps.db, { targetUserId: request.query.targetUserId, page, size });
    },
  );
}
