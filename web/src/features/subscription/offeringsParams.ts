import type { CompanyRoleType, SubscriptionPeriod } from '../../__generated__/graphql';
import { readPeriodParam } from './subscriptionUrls';

const COMPANY_TYPES: readonly CompanyRoleType[] = [
  'SPONSOR',
  'SITE',
  'VENDOR',
  'NONPROFIT',
  'PATIENTS_ADVOCACY',
  'INVESTOR',
];

/** `/subscriptions`' URL state: what is shown, and a purchase coming back from the card page. */
export interface OfferingsParams {
  /** Signed out: the company type whose plans are shown. */
  companyType: CompanyRoleType | null;
  period: SubscriptionPeriod;
  /** The option being bought when the card page returns. */
  checkout: string | null;
  promotionCode: string | null;
  /** What the card page says happened (it appends `card=`). */
  card: 'saved' | 'canceled' | null;
  /** An invitation to a subscription's team (the token of its link). */
  invite: string | null;
}

function readCard(value: string | null): OfferingsParams['card'] {
  return value === 'saved' || value === 'canceled' ? value : null;
}

export function readOfferingsParams(params: URLSearchParams): OfferingsParams {
  const companyType = params.get('companyType');
  return {
    companyType: COMPANY_TYPES.find((type) => type === companyType) ?? null,
    period: readPeriodParam(params.get('period')),
    checkout: params.get('checkout') || null,
    promotionCode: params.get('promotionCode')?.trim() || null,
    card: readCard(params.get('card')),
    invite: params.get('invite') || null,
  };
}

/** The URL state without the purchase parameters (once a purchase resumed, a reload must not repeat it). */
export function withoutCheckout(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['checkout', 'promotionCode', 'card']) next.delete(key);
  return next;
}

export { COMPANY_TYPES };
