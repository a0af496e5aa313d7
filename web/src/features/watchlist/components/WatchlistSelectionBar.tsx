import { Button, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { AddAllToWatchlistButton } from './AddToWatchlistButton';

export interface WatchlistSelectionBarProps {
  /** The ticked companies, in the order they are shown. */
  companyIds: readonly string[];
  onClear: () => void;
}

/** "3 selected · Add to watchlist · Clear": what a list does with the companies ticked in it. */
export function WatchlistSelectionBar({ companyIds, onClear }: WatchlistSelectionBarProps) {
  return (
    <Flex
      role="region"
      aria-label="Selected companies"
      gap={3}
      align="flex-start"
      wrap="wrap"
      p={3}
      borderWidth="1px"
      rounded="md"
      bg="bg.muted"
    >
      <Text fontWeight="semibold" lineHeight="2rem">{`${companyIds.length} selected`}</Text>
      {/* A new selection starts without the last one's "Added …" note. */}
      <AddAllToWatchlistButton key={companyIds.join(' ')} companyIds={companyIds} />
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear <VisuallyHidden>the selection</VisuallyHidden>
      </Button>
    </Flex>
  );
}
