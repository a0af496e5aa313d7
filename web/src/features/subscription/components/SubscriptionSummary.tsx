import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { formatPrice } from '../../../shared/format/money';
import { DetailList } from '../../../ui/DetailList';
import type { DetailItem } from '../../../ui/DetailList';
import {
  DISCOUNT_DURATION_LABELS,
  PAYMENT_TYPE_LABELS,
  SUBSCRIPTION_PERIOD_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
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

export interface SubscriptionSummaryProps {
  subscription: FragmentType<typeof SubscriptionSummaryFragment>;
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
  const { period, scheduledPeriod, price, discount } = subscription;
  const periodText = period ? SUBSCRIPTION_PERIOD_LABELS[period] : null;
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
  items.push(
    {
      label: 'Billing period',
      value:
        scheduledPeriod && scheduledPeriod !== period
          ? `${periodText ?? 'None'}, ${SUBSCRIPTION_PERIOD_LABELS[scheduledPeriod].toLowerCase()} from the next renewal`
          : periodText,
    },
    {
      label: endLabel(subscription.status, subscription.cancelAtPeriodEnd),
      value: formatDate(subscription.endDate),
    },
  );
  if (subscription.status === 'TRIALING')
    items.push({
      label: 'Trial days left',
      value: subscription.daysLeft === null ? null : String(subscription.daysLeft),
    });
  if (subscription.status === 'PAST_DUE')
    items.push({
      label: 'Grace days left',
      value: subscription.daysLeft === null ? null : String(subscription.daysLeft),
    });
  items.push(
    { label: 'Price', value: price ? (price.amountCents === 0 ? 'Free' : formatPrice(price, period ?? 'YEAR')) : null },
    {
      label: 'Discount',
      value: discount
        ? `${discount.discount.name}: ${discount.discount.percentOff}% off ${DISCOUNT_DURATION_LABELS[discount.discount.duration]}${discount.endsAt ? `, until ${formatDate(discount.endsAt) ?? ''}` : ''}`
        : 'None',
    },
    { label: 'Payment type', value: PAYMENT_TYPE_LABELS[subscription.paymentType] },
  );
  if (subscription.parentCompanyName)
    items.push({ label: 'Covered by', value: `${subscription.parentCompanyName}’s subscription` });
  if (subscription.subsidiaries.length > 0)
    items.push({ label: 'Subsidiaries', value: subscription.subsidiaries.map((company) => company.name).join(', ') });
  return <DetailList items={items} />;
}
