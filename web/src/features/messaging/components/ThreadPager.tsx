import { Button, Flex, Text } from '@chakra-ui/react';

export interface ThreadPagerProps {
  /** Zero-based. */
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** "Showing 21–40 of 134" with Previous and Next (spec §7's zero-based pages, counted from 1 for people). */
export function ThreadPager({ page, size, totalElements, totalPages, onPageChange }: ThreadPagerProps) {
  if (totalElements === 0) return null;
  const first = Math.min(page * size + 1, totalElements);
  const last = Math.min((page + 1) * size, totalElements);
  return (
    <Flex as="nav" aria-label="Pagination" align="center" justify="space-between" gap={2} px={3} py={2} wrap="wrap">
      <Button size="xs" variant="outline" disabled={page <= 0} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {`Showing ${first}–${last} of ${totalElements}`}
      </Text>
      <Button size="xs" variant="outline" disabled={page + 1 >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </Flex>
  );
}
