import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { OfferingsParams } from './offeringsParams';
import { withoutCheckout } from './offeringsParams';
import type { CheckoutIntent } from './subscriptionUrls';
import { confirmationPath } from './subscriptionUrls';

/**
 * Handles the card page's return to `/subscriptions?checkout=<priceId>&card=saved|canceled`:
 * a saved card resumes the purchase, a cancelled one shows 'payment canceled'. The purchase
 * parameters leave the URL before the purchase starts, so a reload cannot buy twice.
 */
export function useCheckoutReturn(
  params: OfferingsParams,
  signedIn: boolean,
  resume: (intent: CheckoutIntent) => void,
): void {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const handled = useRef(false);
  const resumeRef = useRef(resume);
  useLayoutEffect(() => {
    resumeRef.current = resume;
  });
  const { checkout, card, promotionCode, period } = params;

  useEffect(() => {
    if (handled.current || !signedIn || !checkout || !card) return;
    handled.current = true;
    const intent: CheckoutIntent = { priceId: checkout, promotionCode, period };
    if (card === 'canceled') {
      void navigate(confirmationPath('PAYMENT_CANCELED', intent), { replace: true });
      return;
    }
    setSearchParams(withoutCheckout(searchParams), { replace: true });
    resumeRef.current(intent);
  }, [card, checkout, navigate, period, promotionCode, searchParams, setSearchParams, signedIn]);
}
