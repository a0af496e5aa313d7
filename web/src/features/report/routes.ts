import { section } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { REPORT_PATH, SUMMARIES_PATH } from './reportUrls';

// Aggregates of the platform's own data, public to everyone, visitors included (docs/reports.md):
// no plan guard, public SEO. The report page replaces the title and description with the report's.
export const routes: readonly RouteDeclaration[] = [
  section(SUMMARIES_PATH, 'Summaries and reports', "Figures of the platform's companies, requests and capability.", {
    page: './pages/SummariesPage#SummariesPage',
  }),
  section(REPORT_PATH, 'Report', 'A report built from the platform’s own data.', {
    page: './pages/ReportPage#ReportPage',
  }),
];
