import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  /** Null shows `emptyText`, so a missing value is said rather than left blank. */
  value: ReactNode | null;
}

export interface DetailListProps {
  items: DetailItem[];
  emptyText?: string;
  /** The labels' column: the default fits the longest labels; short ones leave their values more room. */
  labelWidth?: string;
}

/** Label/value pairs as a description list (dl/dt/dd). */
export function DetailList({ items, emptyText = 'Not set', labelWidth = '8.5rem' }: DetailListProps) {
  return (
    <DataList.Root orientation="horizontal" gap={3}>
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel minW={labelWidth}>{item.label}</DataList.ItemLabel>
          {/* Long values wrap inside the card instead of spilling out: names between words, emails
              where EmailText offers a break; only a single word wider than the card is cut. */}
          <DataList.ItemValue minW={0} overflowWrap="anywhere" color={item.value === null ? 'fg.muted' : undefined}>
            {item.value ?? emptyText}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
