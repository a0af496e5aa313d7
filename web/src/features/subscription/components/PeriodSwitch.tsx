import { RadioGroup, Stack } from '@chakra-ui/react';
import type { SubscriptionPeriod } from '../../../__generated__/graphql';
import { SUBSCRIPTION_PERIOD_LABELS } from '../subscriptionLabels';

export interface PeriodSwitchProps {
  value: SubscriptionPeriod;
  onChange: (period: SubscriptionPeriod) => void;
  label?: string;
  disabled?: boolean;
}

// Spec §9: 'Period options: Yearly, Monthly', in that order.
const PERIODS: readonly SubscriptionPeriod[] = ['YEAR', 'MONTH'];

/** The Yearly/Monthly switch: a radio group, so it is one tab stop and arrow keys move. */
export function PeriodSwitch({ value, onChange, label = 'Billing period', disabled = false }: PeriodSwitchProps) {
  return (
    <RadioGroup.Root
      value={value}
      disabled={disabled}
      orientation="horizontal"
      onValueChange={(details) => details.value && onChange(details.value as SubscriptionPeriod)}
    >
      <RadioGroup.Label mb={2}>{label}</RadioGroup.Label>
      <Stack direction="row" gap={6}>
        {PERIODS.map((period) => (
          <RadioGroup.Item key={period} value={period}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{SUBSCRIPTION_PERIOD_LABELS[period]}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
