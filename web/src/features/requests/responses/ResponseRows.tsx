import { Badge, Card, Flex, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ResponseFields_ResponseFragment } from '../../../__generated__/graphql';
import { AppLink } from '../../../ui/AppLink';
import { StatusBadge } from './ResponseDetails';
import { formatDollars } from './responsesFormat';
import { ProposalText } from './ProposalText';

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
    <Stack gap={0} minW="10rem" maxW="14rem" whiteSpace="normal">
      <AppLink to={`/companies/${company.alias}`} overflowWrap="anywhere">
        {company.name}
      </AppLink>
      <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
        {[company.roleName, company.country].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

/** "Contracted partner", or a dash in the table (nothing on a card) when the company is none. */
function PartnerBadge({ row, dash = true }: { row: ResponseFields_ResponseFragment; dash?: boolean }) {
  if (row.isContractedPartner)
    return (
      <Badge colorPalette="purple" alignSelf="flex-start">
        Contracted partner
      </Badge>
    );
  return dash ? <Text color="fg.muted">—</Text> : null;
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
              <Table.Cell>
                <CompanyCell row={row} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{rating(row)}</Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{price(row)}</Table.Cell>
              <Table.Cell minW="8rem" maxW="12rem" whiteSpace="normal" overflowWrap="anywhere">
                {row.timeline}
              </Table.Cell>
              <Table.Cell>
                <PartnerBadge row={row} />
              </Table.Cell>
              <Table.Cell>
                <StatusBadge status={row.status} />
              </Table.Cell>
              <Table.Cell minW="12rem" maxW="18rem" whiteSpace="normal">
                <ProposalText message={row.message} excerpt={row.excerpt} lines={3} />
              </Table.Cell>
              <Table.Cell minW="7.5rem">{actions(row)}</Table.Cell>
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
            <ProposalText message={row.message} excerpt={row.excerpt} />
            <Stack gap={1} fontSize="sm">
              <Text>{`Price: ${price(row)}`}</Text>
              <Text overflowWrap="anywhere">{`Timeline: ${row.timeline}`}</Text>
              <PartnerBadge row={row} dash={false} />
            </Stack>
            {rating(row)}
            {actions(row)}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
