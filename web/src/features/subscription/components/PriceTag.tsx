import { Stack, Text } from '@chakra-ui/react';
import type { SubscriptionPeriod } from '../../../__generated__/graphql';
import { discounted, formatMoney, yearlySaving, PERIOD_UNITS } from '../../../shared/format/money';
import type { MoneyValue } from '../../../shared/format/money';
import type { DiscountPreview } from '../checkoutChoice';
import { DISCOUNT_DURATION_LABELS } from '../subscriptionLabels';

export interface PriceTagProps {
  free: boolean;
  price: MoneyValue;
  interval: SubscriptionPeriod;
  /** The monthly price, when `price` is yearly: to say what paying yearly saves. */
  otherPrice: MoneyValue | null;
  discount: DiscountPreview | null;
  /** The free trial's length when buying starts one. */
  trialDays: number | null;
}

/** A plan's price (spec §9) for the chosen period, with its discount, saving and free trial. */
export function PriceTag({ free, price, interval, otherPrice, discount, trialDays }: PriceTagProps) {
  if (free) {
    return (
      <Stack gap={1}>
        <Text fontSize="3xl" fontWeight="bold">
          Free
        </Text>
        <Text color="fg.muted">No card needed.</Text>
      </Stack>
    );
  }
  const saving = otherPrice ? yearlySaving(otherPrice, price) : null;
  const reduced = discount && discount.percentOff > 0 ? discounted(price, discount.percentOff) : null;
  return (
    <Stack gap={1}>
      <Text fontSize="3xl" fontWeight="bold" lineHeight="short">
        {reduced ? (
          <>
            <Text as="del" fontSize="xl" color="fg.muted" fontWeight="medium" me={2}>
              {formatMoney(price)}
            </Text>
            {formatMoney(reduced)}
          </>
        ) : (
          formatMoney(price)
        )}
        <Text as="span" fontSize="md" fontWeight="medium" color="fg.muted">
          {` / ${PERIOD_UNITS[interval]}`}
        </Text>
      </Text>
      {reduced && discount ? (
        <Text
          color="fg.success"
          fontWeight="medium"
        >{`${discount.name}: ${discount.percentOff}% off ${DISCOUNT_DURATION_LABELS[discount.duration]}`}</Text>
      ) : null}
      {saving ? (
        <Text color="fg.muted">{`Save ${formatMoney(saving)} a year compared with paying monthly.`}</Text>
      ) : null}
      {trialDays ? <Text fontWeight="medium">{`Free for ${trialDays} days, no card needed.`}</Text> : null}
    </Stack>
  );
}
