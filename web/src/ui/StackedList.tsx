import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface StackedListProps<T> {
  /** Names the list as the table's aria-label named the table. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** One card's content: usually a heading line and a DetailList of the table's other columns. */
  renderItem: (item: T) => ReactNode;
}

/** A table's rows as stacked cards, for phones where columns would scroll or squeeze (issue 13). */
export function StackedList<T>({ label, items, itemKey, renderItem }: StackedListProps<T>) {
  return (
    <Stack as="ul" aria-label={label} gap={3} listStyleType="none" m={0} p={0}>
      {items.map((item) => (
        <Box as="li" key={itemKey(item)} borderWidth="1px" rounded="md" p={4} minW={0}>
          {renderItem(item)}
        </Box>
      ))}
    </Stack>
  );
}
