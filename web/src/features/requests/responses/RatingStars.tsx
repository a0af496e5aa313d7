import { Button, HStack } from '@chakra-ui/react';

export interface RatingStarsProps {
  /** Who is rated, for the buttons' names ("Rate Meridian 4 of 5"). */
  companyName: string;
  rating: number | null | undefined;
  /** Null clears it (choosing the current rating again). */
  onRate?: (rating: number | null) => void;
  disabled?: boolean;
}

/** The poster's private 1-5 stars: five toggle buttons, or the stars as text when read-only. */
export function RatingStars({ companyName, rating, onRate, disabled = false }: RatingStarsProps) {
  const value = rating ?? 0;
  const label = rating ? `${rating} of 5 stars` : 'Not rated';
  if (!onRate)
    return (
      <span role="img" aria-label={label}>
        {'★'.repeat(value) + '☆'.repeat(5 - value)}
      </span>
    );
  return (
    <HStack gap={0} role="group" aria-label={`Your rating of ${companyName}: ${label}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Button
          key={n}
          size="xs"
          variant="ghost"
          px={1}
          minW={0}
          color={n <= value ? 'orange.500' : 'fg.muted'}
          aria-label={`Rate ${companyName} ${n} of 5`}
          aria-pressed={n === value}
          disabled={disabled}
          onClick={() => onRate(n === value ? null : n)}
        >
          {n <= value ? '★' : '☆'}
        </Button>
      ))}
    </HStack>
  );
}
