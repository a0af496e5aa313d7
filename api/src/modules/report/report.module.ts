import type { ApiModule } from '../../http/module.js';
import { reportRoutes } from './report.routes.js';

/** Summaries and reports (docs/reports.md): public aggregates of the platform's own data. */
export const reportModule: ApiModule = {
  name: 'report',
  tags: [{ name: 'reports', description: "Summaries and reports: aggregates of the platform's own data." }],
  routes: reportRoutes,
};
