import { Type } from 'typebox';
import { requireUser } from '../../auth/auth.hooks.js';
import { validation } from '../../errors.js';
import { Page, PageQuery, pageWindow } from '../../http/paging.js';
import { DateTime, NoContent } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { CompanyDto, findCompanyById, requireViewer } from '../company/index.js';
import { listCompanyViews, recordCompanyView } from './company-views.repository.js';

const CompanyViewDto = Type.Object(
  { company: CompanyDto, viewedAt: DateTime },
  { title: 'CompanyViewDto', description: 'An active company the caller viewed, whole, at its latest view.' },
);

export async function companyViewRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/v1/users/history/company-views',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: 'Active companies the caller viewed, latest view first (one row per company, each whole)',
        querystring: Type.Object({ page: PageQuery.properties.page, size: PageQuery.properties.size }),
        response: { 200: Page(CompanyViewDto, 'A page of viewed companies.') },
      },
    },
    async (request) => {
      const { page, size } = pageWindow(request.query);
      return listCompanyViews(app.deps.db, requireViewer(request), page, size);
    },
  );

  app.post(
    '/v1/users/history/company-views',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: 'Record that the caller opened a company profile',
        body: Type.Object({ companyId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const company = await findCompanyById(app.deps.db, request.body.companyId);
      if (!company) throw validation('companyId', 'companyId does not exist');
      await recordCompanyView(app.deps.db, user.id, company.id, app.deps.clock.now());
      return reply.status(204).send(null);
    },
  );
}
