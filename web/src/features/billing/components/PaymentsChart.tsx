import { Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { formatDate } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import { layoutPaymentChart } from '../paymentChart';
import type { ChartPayment } from '../paymentChart';

export interface PaymentsChartProps {
  /** Successful payments (what was actually paid). */
  payments: readonly ChartPayment[];
  currency: string;
}

/**
 * Amounts paid over time: an SVG bar chart drawn here (no chart library for one small chart),
 * named and summarised for screen readers, with its data as a table on request.
 */
export function PaymentsChart({ payments, currency }: PaymentsChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const layout = layoutPaymentChart(payments);
  const money = (amountCents: number) => formatMoney({ amountCents, currency });
  const first = layout.bars[0];
  const last = layout.bars.at(-1);
  const total = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const summary =
    first && last
      ? `${payments.length} ${payments.length === 1 ? 'payment' : 'payments'} from ${formatDate(first.createdAt) ?? ''} to ${formatDate(last.createdAt) ?? ''}, ${money(total)} in all.`
      : 'No payments yet.';

  return (
    <Stack as="figure" gap={3}>
      {/* Below 320 px of room (a phone) the chart scrolls sideways rather than shrink its text
          unreadably: focusable and named, so keyboard users can scroll it too. */}
      <Box color="colorPalette.solid" overflowX="auto" tabIndex={0} role="region" aria-label="Payments chart">
        <svg
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width="100%"
          role="img"
          aria-labelledby={`${titleId} ${descriptionId}`}
          style={{ maxWidth: `${layout.width}px`, minWidth: '320px' }}
        >
          <title id={titleId}>Amounts paid over time</title>
          <desc id={descriptionId}>{summary}</desc>
          {layout.ticks.map((tick) => (
            <g key={tick.valueCents}>
              <line
                x1={layout.plot.left}
                x2={layout.plot.right}
                y1={tick.y}
                y2={tick.y}
                stroke="currentColor"
                strokeOpacity={0.15}
              />
              <text
                x={layout.plot.left - 8}
                y={tick.y}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize="12"
                fill="var(--chakra-colors-fg-muted)"
              >
                {money(tick.valueCents)}
              </text>
            </g>
          ))}
          {layout.bars.map((bar) => (
            <g key={bar.id}>
              <rect x={bar.x} y={bar.y} width={bar.width} height={Math.max(bar.height, 1)} fill="currentColor" rx={3}>
                <title>{`${formatDate(bar.createdAt) ?? ''}: ${money(bar.amountCents)}`}</title>
              </rect>
              <text
                x={bar.x + bar.width / 2}
                y={layout.plot.bottom + 20}
                textAnchor="middle"
                fontSize="11"
                fill="var(--chakra-colors-fg-muted)"
              >
                {formatDate(bar.createdAt)}
              </text>
            </g>
          ))}
        </svg>
      </Box>
      <Text as="figcaption" color="fg.muted">
        {summary}
      </Text>
      <Button
        alignSelf="flex-start"
        size="sm"
        variant="outline"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? 'Hide the data table' : 'Show the data as a table'}
      </Button>
      <Box id={tableId} hidden={!showTable}>
        <Table.Root size="sm" maxW="md">
          <Table.Caption>Amounts paid over time</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {layout.bars.map((bar) => (
              <Table.Row key={bar.id}>
                <Table.Cell>{formatDate(bar.createdAt)}</Table.Cell>
                <Table.Cell textAlign="end">{money(bar.amountCents)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
