import { Button, Flex, Text } from '@chakra-ui/react';

export interface PagerProps {
  /** Zero-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Render nothing while everything fits on the first page (lists that show no pager then). */
  hideSinglePage?: boolean;
}

/**
 * Previous/next paging with "Page X of Y" (pages counted from 1 for people, from 0 in URLs and
 * the API). A page past the end (an old link) reads as the last one, and "Previous page" goes there.
 */
export function Pager({ page, totalPages, onPageChange, hideSinglePage = false }: PagerProps) {
  if (hideSinglePage && totalPages <= 1 && page === 0) return null;
  const pages = Math.max(totalPages, 1);
  return (
    <Flex as="nav" aria-label="Pagination" align="center" justify="space-between" gap={3} wrap="wrap">
      <Button
        size="sm"
        variant="outline"
        disabled={page <= 0}
        onClick={() => onPageChange(Math.min(page - 1, pages - 1))}
      >
        Previous page
      </Button>
      <Text aria-live="polite">{`Page ${Math.min(page + 1, pages)} of ${pages}`}</Text>
      <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => onPageChange(page + 1)}>
        Next page
      </Button>
    </Flex>
  );
}
