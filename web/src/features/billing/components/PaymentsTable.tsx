import { Badge, Link, Stack, Table, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import { PAYMENT_STATUS_LABELS } from '../billingLabels';

export const PaymentsTableFragment = graphql(`
  fragment PaymentsTable_payment on Payment {
    id
    createdAt
    status
    description
    amount {
      amountCents
      currency
    }
    discountAmount {
      amountCents
      currency
    }
    failureMessage
    receiptUrl
  }
`);

export interface PaymentsTableProps {
  payments: ReadonlyArray<FragmentType<typeof PaymentsTableFragment>>;
}

/** Payments, newest first: date, what for, amount, status, payment id and the receipt (a new tab). */
export function PaymentsTable(props: PaymentsTableProps) {
  const payments = props.payments.map((payment) => getFragmentData(PaymentsTableFragment, payment));
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Payments, newest first">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Description</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Payment ID</Table.ColumnHeader>
            <Table.ColumnHeader>Receipt</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((payment) => (
            <Table.Row key={payment.id}>
              <Table.Cell whiteSpace="nowrap">
                <time dateTime={payment.createdAt}>{formatDate(payment.createdAt)}</time>
              </Table.Cell>
              <Table.Cell>{payment.description}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                <Stack gap={0} align="flex-end">
                  <Text>{formatMoney(payment.amount)}</Text>
                  {payment.discountAmount.amountCents > 0 ? (
                    <Text color="fg.muted" fontSize="xs">{`${formatMoney(payment.discountAmount)} discount`}</Text>
                  ) : null}
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <Stack gap={1} align="flex-start">
                  <Badge colorPalette={payment.status === 'SUCCEEDED' ? 'green' : 'red'} variant="subtle">
                    {PAYMENT_STATUS_LABELS[payment.status]}
                  </Badge>
                  {payment.failureMessage ? (
                    <Text color="fg.muted" fontSize="xs">
                      {payment.failureMessage}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
                {payment.id}
              </Table.Cell>
              <Table.Cell>
                {payment.receiptUrl ? (
                  <Link
                    href={payment.receiptUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="colorPalette.fg"
                    fontWeight="medium"
                    aria-label={`Receipt for payment ${payment.id} (opens in a new tab)`}
                  >
                    Receipt
                  </Link>
                ) : (
                  <Text color="fg.muted">None</Text>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
