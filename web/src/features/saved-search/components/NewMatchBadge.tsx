import { Badge } from '@chakra-ui/react';

/** Marks a search result that newly matches a saved search (its notification's link). */
export function NewMatchBadge() {
  return (
    <Badge colorPalette="green" variant="solid" size="sm">
      New
    </Badge>
  );
}
