import { RadioCard, SimpleGrid, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint: string;
}

export interface ChoiceCardsProps<T extends string> {
  label: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
  error?: ReactNode;
}

function Card<T extends string>({ choice }: { choice: Choice<T> }) {
  const hintId = useId();
  return (
    <RadioCard.Item value={choice.value}>
      <RadioCard.ItemHiddenInput aria-describedby={hintId} />
      <RadioCard.ItemControl>
        <RadioCard.ItemContent>
          <RadioCard.ItemText>{choice.label}</RadioCard.ItemText>
          <RadioCard.ItemDescription id={hintId}>{choice.hint}</RadioCard.ItemDescription>
        </RadioCard.ItemContent>
        <RadioCard.ItemIndicator />
      </RadioCard.ItemControl>
    </RadioCard.Item>
  );
}

/** One choice among a few, each a card with a hint (a request's kind, its visibility). */
export function ChoiceCards<T extends string>({
  label,
  choices,
  value,
  onChange,
  disabled,
  error,
}: ChoiceCardsProps<T>) {
  return (
    <RadioCard.Root
      value={value}
      disabled={disabled}
      invalid={Boolean(error)}
      onValueChange={(details) => {
        const picked = choices.find((choice) => choice.value === details.value);
        if (picked) onChange(picked.value);
      }}
    >
      <RadioCard.Label mb={2}>{label}</RadioCard.Label>
      <SimpleGrid columns={{ base: 1, md: choices.length }} gap={3}>
        {choices.map((choice) => (
          <Card key={choice.value} choice={choice} />
        ))}
      </SimpleGrid>
      {error ? (
        <Text color="fg.error" textStyle="xs" mt={2}>
          {error}
        </Text>
      ) : null}
    </RadioCard.Root>
  );
}
