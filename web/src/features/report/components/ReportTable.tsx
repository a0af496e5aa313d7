import { Table } from '@chakra-ui/react';
import type { CsvValue } from '../reportCsv';
import type { ReportTableData } from '../reportTable';

const numberFormat = new Intl.NumberFormat('en-US');
const shown = (value: CsvValue): string =>
  value === null ? '—' : typeof value === 'number' ? numberFormat.format(value) : value;

/**
 * A report's figures as a real table (the chart's accessible equivalent): a caption, column
 * headers, row headers; it scrolls sideways inside itself on a phone, never the page.
 */
export function ReportTable({ table }: { table: ReportTableData }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxW="full" tabIndex={0} role="region" aria-label={table.caption}>
      <Table.Root size="sm" variant="line" showColumnBorder={false}>
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" py={2} px={3}>
          {table.caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {table.columns.map((column, index) => (
              <Table.ColumnHeader
                key={column}
                scope="col"
                textAlign={index === 0 ? 'start' : 'end'}
                whiteSpace="nowrap"
              >
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.rows.map((row) => (
            <Table.Row key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <Table.Cell key={index} as="th" scope="row" fontWeight="medium" minW="10rem">
                    {shown(cell)}
                  </Table.Cell>
                ) : (
                  <Table.Cell key={index} textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    {shown(cell)}
                  </Table.Cell>
                ),
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
