import { requireUser } from '../../auth/auth.hooks.js';
import { forbidden } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { exportLogPage } from './data-export.log.js';
import { DataExportLogQuery, DataExportPageDto } from './data-export.schemas.js';

/** `GET /v1/exports`: the company's export log, for its admins (who exported what, how many rows). */
export async function dataExportLogRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/v1/exports',
    {
      config: {
        auth: 'user',
        fieldMessages: { size: 'size must be between 1 and 100.', page: 'page must be 0 or more.' },
      },
      schema: {
        tags: ['data-export'],
        summary: "The caller's company's CSV exports, newest first (company admins only)",
        description: 'Who exported what and how many rows. Members get 403.',
        querystring: DataExportLogQuery,
        response: { 200: DataExportPageDto },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      if (user.role !== 'COMPANY_ADMIN' || user.companyId === null) throw forbidden();
      return exportLogPage(app.deps.db, user.companyId, request.query.page ?? 0, request.query.size ?? 20);
    },
  );
}
