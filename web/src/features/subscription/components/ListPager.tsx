import { Button, Flex, Text } from '@chakra-ui/react';

export interface ListPagerProps {
  /** Zero-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous/next paging with "Page X of Y" (pages counted from 1 for people, from 0 in the URL and the API). */
export function ListPager({ page, totalPages, onPageChange }: ListPagerProps) {
  const pages = Math.max(totalPages, 1);
  return (
    <Flex as="nav" aria-label="Pagination" align="center" justify="space-between" gap={3} wrap="wrap">
      <Button size="sm" variant="outline" disabled={page <= 0} onClick={() => onPageChange(page - 1)}>
        Previous page
      </Button>
      <Text aria-live="polite">{`Page ${Math.min(page + 1, pages)} of ${pages}`}</Text>
      <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => onPageChange(page + 1)}>
        Next page
      </Button>
    </Flex>
  );
}
