import { Box, HStack, Text } from '@chakra-ui/react';
import { formatStars } from '../partnerLabels';

export interface StarsProps {
  /** 1 to 5, or null when nobody rated. */
  value: number | null | undefined;
  /** Raters, shown as "(2)" when given. */
  count?: number;
  size?: 'sm' | 'md';
}

/** Read-only stars with the number beside them ("Not rated yet" without one). */
export function Stars({ value, count, size = 'sm' }: StarsProps) {
  if (value === null || value === undefined)
    return (
      <Text fontSize={size} color="fg.muted">
        Not rated yet
      </Text>
    );
  const rounded = Math.round(value);
  const raters = count === undefined ? '' : `, ${count} ${count === 1 ? 'rating' : 'ratings'}`;
  return (
    <HStack gap={1} role="img" aria-label={`${formatStars(value)} out of 5 stars${raters}`}>
      <Box aria-hidden color="orange.fg" fontSize={size} letterSpacing="0.1em">
        {'★'.repeat(rounded)}
        <Box as="span" color="fg.subtle">
          {'★'.repeat(5 - rounded)}
        </Box>
      </Box>
      <Text aria-hidden fontSize={size} color="fg.muted">
        {formatStars(value)}
        {count === undefined ? '' : ` (${count})`}
      </Text>
    </HStack>
  );
}
