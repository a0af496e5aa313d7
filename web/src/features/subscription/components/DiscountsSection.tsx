import { Heading, List, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql } from '../../../__generated__';
import type { DiscountDuration } from '../../../__generated__/graphql';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { useMutationForm } from '../../../ui/useMutationForm';
import { DISCOUNT_DURATION_LABELS } from '../subscriptionLabels';

export const DiscountsSectionSelectDocument = graphql(`
  mutation DiscountsSectionSelect($discountId: ID!) {
    selectDiscount(discountId: $discountId) {
      discounts {
        id
        selected
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** A discount the company may use, as the offerings query answers it. */
export interface AvailableDiscount {
  id: string;
  name: string;
  percentOff: number;
  duration: DiscountDuration;
  selected: boolean;
}

export interface DiscountsSectionProps {
  /** The company's own discounts; null when signed out. */
  discounts: readonly AvailableDiscount[] | null;
  /** A verified promotion code replaces the selected discount. */
  promotionApplied: boolean;
  /** False when the viewer may not buy (and so may not pick the discount either). */
  canSelect: boolean;
}

// Spec §9's discounts, as every visitor may read them.
const DISCOUNT_RULES = [
  'Inaugural year: 20% off your first year.',
  'Early adopters (companies that joined before 12 September 2023): 20% off.',
  'SCOPE alumni (the past 3 years): 10% off, with your SCOPE promotion code.',
  'Subsidiaries: up to three company profiles under a parent company’s subscription.',
];

/** 'Discounts available': spec §9's rules, and the company's own discounts to pick from. */
export function DiscountsSection({ discounts, promotionApplied, canSelect }: DiscountsSectionProps) {
  const headingId = useId();
  const form = useMutationForm(DiscountsSectionSelectDocument, { payload: (data) => data.selectDiscount });
  const selected = discounts?.find((discount) => discount.selected)?.id ?? null;

  return (
    <Stack as="section" aria-labelledby={headingId} gap={4}>
      <Heading as="h2" size="xl" id={headingId}>
        Discounts available
      </Heading>
      <List.Root ps={5} gap={1}>
        {DISCOUNT_RULES.map((rule) => (
          <List.Item key={rule}>{rule}</List.Item>
        ))}
      </List.Root>
      <Text color="fg.muted">
        Discounts don’t add up: one applies to each subscription, and a promotion code replaces the one selected.
      </Text>
      <ErrorAlerts messages={form.errors} />
      {discounts && discounts.length > 0 ? (
        <RadioGroup.Root
          value={selected}
          disabled={!canSelect || form.loading || promotionApplied}
          onValueChange={(details) => {
            if (details.value && details.value !== selected) void form.send({ discountId: details.value });
          }}
        >
          <RadioGroup.Label mb={3}>Your company’s discounts</RadioGroup.Label>
          <Stack gap={3}>
            {discounts.map((discount) => (
              <RadioGroup.Item key={discount.id} value={discount.id}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{`${discount.name}: ${discount.percentOff}% off ${DISCOUNT_DURATION_LABELS[discount.duration]}`}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      ) : discounts ? (
        <Text color="fg.muted">Your company has no discounts right now.</Text>
      ) : null}
    </Stack>
  );
}
