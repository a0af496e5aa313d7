import { Stack, Text } from '@chakra-ui/react';
import { Pager } from './Pager';

export interface RangePagerProps {
  /** Zero-based. */
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** "Showing 21–40 of 134" above Previous/Next (spec §7's zero-based pages, counted from 1 for people). */
export function RangePager({ page, size, totalElements, totalPages, onPageChange }: RangePagerProps) {
  if (totalElements === 0) return null;
  const first = Math.min(page * size + 1, totalElements);
  const last = Math.min((page + 1) * size, totalElements);
  return (
    <Stack gap={2}>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">{`Showing ${first}–${last} of ${totalElements}`}</Text>
      <Pager page={page} totalPages={totalPages} onPageChange={onPageChange} hideSinglePage />
    </Stack>
  );
}
