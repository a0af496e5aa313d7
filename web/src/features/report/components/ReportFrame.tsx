import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppLink } from '../../../ui/AppLink';
import { saveCsv } from '../reportCsv';
import { WITHHELD_NOTE } from '../reportFormat';
import { tableCsv, type ReportTableData } from '../reportTable';
import { SUMMARIES_PATH } from '../reportUrls';
import { ReportTable } from './ReportTable';

// Printing keeps the report alone: the shell (header, banners, footer), the filters and the
// buttons are left out; the chart and the table print whole.
const PRINT_CSS = `@media print {
  .shell-frame > :not(main), [data-print="hide"] { display: none !important; }
  .shell-main { padding: 0 !important; }
  [data-print="keep"] { break-inside: avoid; }
}`;

export interface ReportFrameProps {
  code: string;
  title: string;
  description: string;
  /** "Apr 1, 2025 – Mar 2, 2026", when the report covers a period. */
  period?: string;
  filters: ReactNode;
  /** The chart (null while loading or when there is nothing to draw). */
  chart: ReactNode;
  /** What the chart shows, in words: its figure's caption. */
  chartCaption: string;
  /** The table, once loaded; the loading, error or empty state otherwise. */
  table: ReportTableData | null;
  state?: ReactNode;
  /** Whether some figure is withheld (the note explains it). */
  withheld: boolean;
}

/** One report's page: heading, filters, print and CSV, the chart with its caption and its table. */
export function ReportFrame(props: ReportFrameProps) {
  const { code, title, description, period, filters, chart, chartCaption, table, state, withheld } = props;
  return (
    <Stack gap={6} minW={0}>
      <style>{PRINT_CSS}</style>
      <Stack gap={2}>
        <Box data-print="hide">
          <AppLink to={SUMMARIES_PATH}>All summaries and reports</AppLink>
        </Box>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{description}</Text>
        {period ? <Text fontSize="sm">Period: {period} (UTC)</Text> : null}
      </Stack>
      <Stack gap={4} data-print="hide">
        {filters}
        <HStack gap={3} wrap="wrap">
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            Print
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!table}
            onClick={() => table && saveCsv(tableCsv(table), `trialbridge-${code}.csv`)}
          >
            Download CSV
          </Button>
        </HStack>
      </Stack>
      {state}
      {table ? (
        <>
          <Box as="figure" m={0} data-print="keep" minW={0}>
            <Box w="full" minW={0}>
              {chart}
            </Box>
            <Text as="figcaption" fontSize="sm" color="fg.muted" mt={2}>
              {chartCaption} The table below gives every figure.
            </Text>
          </Box>
          <ReportTable table={table} />
          {withheld ? (
            <Text fontSize="sm" color="fg.muted">
              {WITHHELD_NOTE}
            </Text>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
