import { Table, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StackedList } from './StackedList';

export interface ResponsiveTableProps<T> {
  /** Names the table, or the list of cards on a phone. */
  label: string;
  /** The column headers; the last column's actions are named for screen readers only. */
  columns: readonly string[];
  items: readonly T[];
  itemKey: (item: T) => string;
  /** Cards instead of a table (`useCompactLayout`). */
  compact: boolean;
  /** One item: a card's content when compact, else its `Table.Row`. */
  renderItem: (item: T, compact: boolean) => ReactNode;
}

/** A table of people or things with an actions column, as stacked cards on a phone (issue 13). */
export function ResponsiveTable<T>({ label, columns, items, itemKey, compact, renderItem }: ResponsiveTableProps<T>) {
  if (compact)
    return <StackedList label={label} items={items} itemKey={itemKey} renderItem={(item) => renderItem(item, true)} />;
  return (
    // relative: its visually hidden labels (position absolute) stay inside the scroll area.
    <Table.ScrollArea borderWidth="1px" rounded="md" position="relative">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>{items.map((item) => renderItem(item, false))}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
