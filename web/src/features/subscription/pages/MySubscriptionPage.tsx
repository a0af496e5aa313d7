import { useSearchParams } from 'react-router';
import { BillingView } from '../components/BillingView';
import { ConfirmationScreen } from '../components/ConfirmationScreen';
import { SubscriptionOverview } from '../components/SubscriptionOverview';
import { parseConfirmation } from '../confirmations';
import { readPeriodParam } from '../subscriptionUrls';

/**
 * `/dashboard/subscription`: my subscription; with `?billing=true` the billing view (the route's
 * billing-admin guard has already admitted the viewer); with `?confirmation=<slug>` one of spec
 * §4's confirmation screens.
 */
export function MySubscriptionPage() {
  const [searchParams] = useSearchParams();
  if (searchParams.get('billing') === 'true') return <BillingView />;
  const confirmation = parseConfirmation(searchParams.get('confirmation'));
  if (confirmation) {
    const priceId = searchParams.get('priceId');
    const intent = priceId
      ? {
          priceId,
          promotionCode: searchParams.get('promotionCode'),
          period: readPeriodParam(searchParams.get('period')),
        }
      : null;
    return <ConfirmationScreen key={confirmation} confirmation={confirmation} intent={intent} />;
  }
  return <SubscriptionOverview />;
}
