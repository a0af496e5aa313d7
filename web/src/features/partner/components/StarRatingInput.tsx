import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useId } from 'react';

export interface StarRatingInputProps {
  /** The criterion, the group's legend ("Quality"). */
  label: string;
  name: string;
  /** 1 to 5, 0 while none is picked. */
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

const Radio = chakra('input');
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five stars as a radio group (a fieldset with its legend): Tab reaches the group, the arrow keys
 * move between the stars and pick one, as any radio group; each star is named "3 stars".
 */
export function StarRatingInput({ label, name, value, onChange, error }: StarRatingInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Box as="fieldset" minW={0}>
      <Text as="legend" fontWeight="medium" minW="9rem" float="left" pe={3} py={1}>
        {label}
      </Text>
      <Flex wrap="wrap" align="center" gap={3}>
        <Flex gap={0.5}>
          {STARS.map((star) => {
            const inputId = `${id}-${star}`;
            return (
              <Box key={star} position="relative">
                <Radio
                  type="radio"
                  id={inputId}
                  name={name}
                  value={star}
                  checked={value === star}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={() => onChange(star)}
                  position="absolute"
                  opacity={0}
                  w="full"
                  h="full"
                  m={0}
                  cursor="pointer"
                  css={{ '&:focus-visible + label': { outline: '2px solid', outlineColor: 'colorPalette.focusRing' } }}
                />
                <chakra.label
                  htmlFor={inputId}
                  display="inline-block"
                  px={1}
                  fontSize="2xl"
                  lineHeight="1"
                  borderRadius="sm"
                  cursor="pointer"
                  color={star <= value ? 'orange.fg' : 'fg.subtle'}
                >
                  <span aria-hidden>★</span>
                  <Box as="span" srOnly>{`${star} ${star === 1 ? 'star' : 'stars'}`}</Box>
                </chakra.label>
              </Box>
            );
          })}
        </Flex>
      </Flex>
      {error ? (
        <Text id={errorId} color="fg.error" fontSize="sm" clear="both">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
