import { Badge, Card, Flex, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ResponseFields_ResponseFragment } from '../../../__generated__/graphql';
import { AppLink } from '../../../ui/AppLink';
import { StatusBadge } from './ResponseDetails';
import { formatDollars } from './responsesFormat';

export interface ResponseRowsProps {
  rows: ResponseFields_ResponseFragment[];
  /** The stars of a row (interactive for the poster). */
  rating: (row: ResponseFields_ResponseFragment) => ReactNode;
  actions: (row: ResponseFields_ResponseFragment) => ReactNode;
}

const price = (row: ResponseFields_ResponseFragment) =>
  row.price === null || row.price === undefined ? '—' : formatDollars(row.price);

function CompanyCell({ row }: { row: ResponseFields_ResponseFragment }) {
  const { company } = row;
  return (
    <Stack gap={0} minW={0}>
      <AppLink to={`/companies/${company.alias}`} overflowWrap="anywhere">
        {company.name}
      </AppLink>
      <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
        {[company.roleName, company.country].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

function PartnerBadge({ row }: { row: ResponseFields_ResponseFragment }) {
  return row.isContractedPartner ? (
    <Badge colorPalette="purple">Contracted partner</Badge>
  ) : (
    <Text color="fg.muted">—</Text>
  );
}

/** The responses side by side: one row per company (≥ 1024 px). */
export function ResponseTable({ rows, rating, actions }: ResponseRowsProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" srOnly>
          Responses side by side
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {['Company', 'Rating', 'Price', 'Timeline', 'Partner status', 'Status', 'Proposal', 'Actions'].map(
              (title) => (
                <Table.ColumnHeader key={title}>{title}</Table.ColumnHeader>
              ),
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell maxW="14rem">
                <CompanyCell row={row} />
              </Table.Cell>
              <Table.Cell>{rating(row)}</Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{price(row)}</Table.Cell>
              <Table.Cell maxW="12rem" overflowWrap="anywhere">
                {row.timeline}
              </Table.Cell>
              <Table.Cell>
                <PartnerBadge row={row} />
              </Table.Cell>
              <Table.Cell>
                <StatusBadge status={row.status} />
              </Table.Cell>
              <Table.Cell maxW="18rem">
                <Text title={row.message} lineClamp={3} overflowWrap="anywhere">
                  {row.excerpt}
                </Text>
              </Table.Cell>
              <Table.Cell>{actions(row)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The responses as cards, one under the other (phones and tablets). */
export function ResponseCards({ rows, rating, actions }: ResponseRowsProps) {
  return (
    <Stack as="ul" gap={3} listStyleType="none">
      {rows.map((row) => (
        <Card.Root as="li" key={row.id} variant="outline" size="sm">
          <Card.Body gap={3}>
            <Flex justify="space-between" gap={2} align="flex-start">
              <CompanyCell row={row} />
              <StatusBadge status={row.status} />
            </Flex>
            <Text overflowWrap="anywhere">{row.excerpt}</Text>
            <Stack gap={1} fontSize="sm">
              <Text>{`Price: ${price(row)}`}</Text>
              <Text overflowWrap="anywhere">{`Timeline: ${row.timeline}`}</Text>
              <PartnerBadge row={row} />
            </Stack>
            {rating(row)}
            {actions(row)}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
