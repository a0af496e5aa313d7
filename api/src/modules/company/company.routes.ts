import { Type } from 'typebox';
import type { ApiInstance } from '../../http/types.js';
import { CompanyRoleDto } from './company.schemas.js';
import { listCompanyRoles } from './company.repository.js';

export async function companyRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/v1/roles',
    {
      config: { auth: 'public' },
      schema: { tags: ['company'], summary: 'The seven business types and their role types', response: { 200: Type.Array(CompanyRoleDto) } },
    },
    async () => listCompanyRoles(app.deps.db),
  );
}
