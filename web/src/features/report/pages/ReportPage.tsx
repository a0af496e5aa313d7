import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { publicSeo } from '../../../shared/routing/routeFactories';
import { usePageSeo } from '../../../shared/routing/usePageSeo';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage';
import { PageContainer } from '../../../ui/PageContainer';
import { CapabilityReport } from '../components/CapabilityReport';
import { CompaniesReport } from '../components/CompaniesReport';
import { ReportFilterBar, type ReportFilterBarProps } from '../components/ReportFilterBar';
import { ReportFrame } from '../components/ReportFrame';
import type { ReportViewProps } from '../components/reportView';
import { RequestActivityReport } from '../components/RequestActivityReport';
import { ResponseTimesReport } from '../components/ResponseTimesReport';
import { isReportCode, type ReportCode, reportPath } from '../reportUrls';
import { useReportFilters } from '../useReportFilters';

export const ReportTitlesDocument = graphql(`
  query ReportTitles {
    reports {
      code
      title
      description
    }
  }
`);

const VIEWS: Record<ReportCode, { view: ComponentType<ReportViewProps>; fields: ReportFilterBarProps['fields'] }> = {
  'companies-by-area-and-region': { view: CompaniesReport, fields: ['companyType', 'area', 'region'] },
  'request-activity': { view: RequestActivityReport, fields: ['months', 'area', 'region'] },
  'response-times': { view: ResponseTimesReport, fields: ['months', 'area', 'region'] },
  'capability-by-service': { view: CapabilityReport, fields: ['months', 'area', 'region'] },
};

/** `/summaries/reports/:code`: one report, its filters, chart, table, print and CSV; an unknown code is a 404. */
export function ReportPage() {
  const { code } = useParams();
  return isReportCode(code) ? <KnownReport code={code} /> : <NotFoundPage />;
}

function KnownReport({ code }: { code: ReportCode }) {
  const { filters, update } = useReportFilters();
  const titles = useQuery(ReportTitlesDocument);
  const entry = titles.data?.reports.find((report) => report.code === code);
  const title = entry?.title ?? 'Report';
  const description = entry?.description ?? '';
  usePageSeo(entry ? publicSeo(entry.title, entry.description, reportPath(code)) : null);
  const { view: View, fields } = VIEWS[code];
  return (
    <PageContainer>
      <Stack gap={6} minW={0}>
        <View
          filters={filters}
          render={(parts) => (
            <ReportFrame
              code={code}
              title={title}
              description={description}
              period={parts.period}
              filters={<ReportFilterBar filters={filters} onChange={update} fields={fields} />}
              chart={parts.chart ?? null}
              chartCaption={parts.chartCaption ?? ''}
              table={parts.table ?? null}
              state={parts.state}
              withheld={parts.withheld ?? false}
            />
          )}
        />
      </Stack>
    </PageContainer>
  );
}
