import type { ReactNode } from 'react';
import type { ReportTableData } from '../reportTable';
import type { ReportFilters } from '../useReportFilters';

/** What a report's view hands its frame: the loaded chart and table, or the loading or error state. */
export interface ReportViewParts {
  state?: ReactNode;
  table?: ReportTableData;
  chart?: ReactNode;
  chartCaption?: string;
  withheld?: boolean;
  /** The period, when the report covers one. */
  period?: string;
}

export interface ReportViewProps {
  filters: ReportFilters;
  /** Renders the frame around what the view has (ReportPage's). */
  render: (parts: ReportViewParts) => ReactNode;
}
