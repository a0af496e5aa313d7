import { Badge, Link, Stack, Table, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import type { PaymentsTable_PaymentFragment } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import { DetailList } from '../../../ui/DetailList';
import { StackedList } from '../../../ui/StackedList';
import { useCompactLayout } from '../../../ui/useCompactLayout';
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

type Payment = PaymentsTable_PaymentFragment;

function PaymentDate({ payment }: { payment: Payment }) {
  return <time dateTime={payment.createdAt}>{formatDate(payment.createdAt)}</time>;
}

function PaymentAmount({ payment, align }: { payment: Payment; align: 'flex-start' | 'flex-end' }) {
  return (
    <Stack gap={0} align={align}>
      <Text>{formatMoney(payment.amount)}</Text>
      {payment.discountAmount.amountCents > 0 ? (
        <Text color="fg.muted" fontSize="xs">{`${formatMoney(payment.discountAmount)} discount`}</Text>
      ) : null}
    </Stack>
  );
}

function PaymentStatus({ payment }: { payment: Payment }) {
  return (
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
  );
}

function Receipt({ payment }: { payment: Payment }) {
  return payment.receiptUrl ? (
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
  );
}

/** On phones: one card per payment, what for and when on top, the other columns below. */
function PaymentCard({ payment }: { payment: Payment }) {
  return (
    <Stack gap={3}>
      <Stack gap={0}>
        <Text fontWeight="medium">{payment.description}</Text>
        <Text color="fg.muted" fontSize="sm">
          <PaymentDate payment={payment} />
        </Text>
      </Stack>
      <DetailList
        items={[
          { label: 'Amount', value: <PaymentAmount payment={payment} align="flex-start" /> },
          { label: 'Status', value: <PaymentStatus payment={payment} /> },
          {
            label: 'Payment ID',
            value: (
              <Text as="span" fontFamily="mono" fontSize="xs">
                {payment.id}
              </Text>
            ),
          },
          { label: 'Receipt', value: <Receipt payment={payment} /> },
        ]}
      />
    </Stack>
  );
}

/** Payments, newest first: date, what for, amount, status, payment id and the receipt (a new tab). */
export function PaymentsTable(props: PaymentsTableProps) {
  const payments = props.payments.map((payment) => getFragmentData(PaymentsTableFragment, payment));
  const compact = useCompactLayout();
  if (compact) {
    return (
      <StackedList
        label="Payments, newest first"
        items={payments}
        itemKey={(payment) => payment.id}
        renderItem={(payment) => <PaymentCard payment={payment} />}
      />
    );
  }
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
                <PaymentDate payment={payment} />
              </Table.Cell>
              <Table.Cell>{payment.description}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                <PaymentAmount payment={payment} align="flex-end" />
              </Table.Cell>
              <Table.Cell>
                <PaymentStatus payment={payment} />
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
                {payment.id}
              </Table.Cell>
              <Table.Cell>
                <Receipt payment={payment} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
