import { Stack, Table, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { usageSummary, usageTotals } from '../apiKeyUsage';

// The last 14 days (the number is the list's summary period; the api counts days without use as zero).
export const ApiKeyUsageFragment = graphql(`
  fragment ApiKeyUsage_apiKey on ApiKey {
    id
    usage(days: 14) {
      day
      requests
      errors
      cost
    }
  }
`);

type UsageRef = FragmentType<typeof ApiKeyUsageFragment>;

export interface ApiKeyUsageSummaryProps {
  apiKey: UsageRef;
}

/** The key's use over the period, in one line: requests, errors and cost. */
export function ApiKeyUsageSummary({ apiKey }: ApiKeyUsageSummaryProps) {
  const { usage } = getFragmentData(ApiKeyUsageFragment, apiKey);
  return <Text fontVariantNumeric="tabular-nums">{usageSummary(usageTotals(usage))}</Text>;
}

export interface ApiKeyUsageTableProps {
  apiKey: UsageRef;
  /** The key's name, in the table's caption. */
  name: string;
  id: string;
}

const number = (value: number) => value.toLocaleString('en-US');

/** The key's use per UTC day, oldest first, with the totals: the data behind the summary, readable by everyone. */
export function ApiKeyUsageTable({ apiKey, name, id }: ApiKeyUsageTableProps) {
  const { usage } = getFragmentData(ApiKeyUsageFragment, apiKey);
  const totals = usageTotals(usage);
  const columns = ['requests', 'errors', 'cost'] as const;
  return (
    <Stack gap={2} maxW="md">
      <Table.Root id={id} size="sm" variant="outline">
        <Table.Caption captionSide="top" textAlign="start" mt={0} mb={2}>
          {`Daily usage of ${name}, last ${usage.length} days (UTC)`}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Day</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Requests</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Errors</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Cost points</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {usage.map((day) => (
            <Table.Row key={day.day}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                <time dateTime={day.day}>{formatDate(day.day) ?? day.day}</time>
              </Table.Cell>
              {columns.map((column) => (
                <Table.Cell key={column} textAlign="end" fontVariantNumeric="tabular-nums">
                  {number(day[column])}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell as="th" scope="row">
              Total
            </Table.Cell>
            {columns.map((column) => (
              <Table.Cell key={column} textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {number(totals[column])}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Footer>
      </Table.Root>
      {/* A number needs its unit (issue 26: "cost 2,106" explained nothing). */}
      <Text fontSize="sm" color="fg.muted">
        Cost points measure how much each operation asks for: 1 for every object it returns, lists by their size, and 10
        more for a change. Each key has a budget of points per minute.
      </Text>
    </Stack>
  );
}
