import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import type { SubscriptionSummary_SubscriptionFragment } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format/dates';
import { formatPrice } from '../../../shared/format/money';
import { DetailList } from '../../../ui/DetailList';
import type { DetailItem } from '../../../ui/DetailList';
import type { DiscountPreview } from '../checkoutChoice';
import { discountedPriceText } from '../discountedPrice';
import {
  DISCOUNT_DURATION_LABELS,
  PAYMENT_TYPE_LABELS,
  SUBSCRIPTION_PERIOD_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  UNBOUGHT_TRIAL_PERIOD,
} from '../subscriptionLabels';

export const SubscriptionSummaryFragment = graphql(`
  fragment SubscriptionSummary_subscription on SubscriptionDetails {
    id
    plan
    status
    name
    period
    scheduledPeriod
    endDate
    cancelAtPeriodEnd
    paymentType
    daysLeft
    price {
      amountCents
      currency
    }
    discount {
      endsAt
      discount {
        id
        name
        percentOff
        duration
      }
    }
    parentCompanyName
    subsidiaries {
      id
      name
    }
  }
`);

// What buying would cost, as the offerings page prices it: the discount it marks as selected.
export const SubscriptionSummaryOfferingsFragment = graphql(`
  fragment SubscriptionSummary_offerings on SubscriptionOfferings {
    discounts {
      id
      name
      percentOff
      duration
      selected
    }
  }
`);

export interface SubscriptionSummaryProps {
  subscription: FragmentType<typeof SubscriptionSummaryFragment>;
  offerings: FragmentType<typeof SubscriptionSummaryOfferingsFragment>;
}

/** What the end date means for this status: when it renews, when access stops, or when it stopped. */
function endLabel(status: string | null, cancelAtPeriodEnd: boolean): string {
  if (status === 'TRIALING') return 'Trial ends on';
  if (status === 'ACTIVE') return cancelAtPeriodEnd ? 'Ends on' : 'Renews on';
  if (status === 'PAST_DUE') return 'Period ends on';
  return 'Ended on';
}

/** The plan, status, period, end date, trial days, price, discount and payment type. */
export function SubscriptionSummary(props: SubscriptionSummaryProps) {
  const subscription = getFragmentData(SubscriptionSummaryFragment, props.subscription);
  const offerings = getFragmentData(SubscriptionSummaryOfferingsFragment, props.offerings);
  const items: DetailItem[] = [
    { label: 'Plan', value: subscription.name },
    { label: 'Status', value: subscription.status ? SUBSCRIPTION_STATUS_LABELS[subscription.status] : null },
  ];
  // Explorer and plan NONE have no period, end date or price: rows saying 'Not set' would only puzzle.
  if (subscription.plan !== 'INNOVATOR') {
    if (subscription.plan === 'EXPLORER') items.push({ label: 'Price', value: 'Free' });
    items.push({ label: 'Payment type', value: PAYMENT_TYPE_LABELS[subscription.paymentType] });
    return <DetailList items={items} />;
  }
  // A trial nobody has bought yet records no period or discount: 'Not set' and 'None' beside the
  // list price would contradict the offerings, so it says what buying costs there.
  const unbought = subscription.status === 'TRIALING' && subscription.period === null && subscription.discount === null;
  const offered = offerings.discounts.find((discount) => discount.selected) ?? null;
  items.push(...(unbought ? unboughtTrialItems(subscription, offered) : termItems(subscription)));
  items.push({ label: 'Payment type', value: PAYMENT_TYPE_LABELS[subscription.paymentType] });
  if (subscription.parentCompanyName)
    items.push({ label: 'Covered by', value: `${subscription.parentCompanyName}’s subscription` });
  if (subscription.subsidiaries.length > 0)
    items.push({ label: 'Subsidiaries', value: subscription.subsidiaries.map((company) => company.name).join(', ') });
  return <DetailList items={items} />;
}

const daysText = (daysLeft: number | null) => (daysLeft === null ? null : String(daysLeft));

/** A bought subscription's terms: its period, end, days left, price and discount. */
function termItems(subscription: SubscriptionSummary_SubscriptionFragment): DetailItem[] {
  const { period, scheduledPeriod, price, discount, status } = subscription;
  const periodText = period ? SUBSCRIPTION_PERIOD_LABELS[period] : null;
  return [
    {
      label: 'Billing period',
      value:
        scheduledPeriod && scheduledPeriod !== period
          ? `${periodText ?? 'None'}, ${SUBSCRIPTION_PERIOD_LABELS[scheduledPeriod].toLowerCase()} from the next renewal`
          : periodText,
    },
    { label: endLabel(status, subscription.cancelAtPeriodEnd), value: formatDate(subscription.endDate) },
    ...(status === 'TRIALING' ? [{ label: 'Trial days left', value: daysText(subscription.daysLeft) }] : []),
    ...(status === 'PAST_DUE' ? [{ label: 'Grace days left', value: daysText(subscription.daysLeft) }] : []),
    { label: 'Price', value: price ? (price.amountCents === 0 ? 'Free' : formatPrice(price, period ?? 'YEAR')) : null },
    {
      label: 'Discount',
      value: discount
        ? `${discountText(discount.discount)}${discount.endsAt ? `, until ${formatDate(discount.endsAt) ?? ''}` : ''}`
        : 'None',
    },
  ];
}

/** A trial not bought yet: free until its end, then the offerings' yearly price with their discount. */
function unboughtTrialItems(
  subscription: SubscriptionSummary_SubscriptionFragment,
  offered: DiscountPreview | null,
): DetailItem[] {
  const { price } = subscription;
  return [
    { label: 'Billing period', value: UNBOUGHT_TRIAL_PERIOD },
    { label: 'Trial ends on', value: formatDate(subscription.endDate) },
    { label: 'Trial days left', value: daysText(subscription.daysLeft) },
    { label: 'Price', value: 'Free during the trial' },
    // Yearly, as the server prices a trial without a period and the offerings list it first.
    ...(price ? [{ label: 'When you buy', value: discountedPriceText(price, 'YEAR', offered) }] : []),
    ...(offered ? [{ label: 'Discount', value: `${discountText(offered)}, applied when you buy` }] : []),
  ];
}

/** "Inaugural year: 20% off the first year". */
const discountText = (discount: DiscountPreview) =>
  `${discount.name}: ${discount.percentOff}% off ${DISCOUNT_DURATION_LABELS[discount.duration]}`;
