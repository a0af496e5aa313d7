import type { CompanyRoleType, SubscriptionConfirmation, SubscriptionPeriod } from '../../__generated__/graphql';
import { MY_SUBSCRIPTION_PATH, SUBSCRIPTIONS_PATH } from '../../shared/paths';
import { confirmationSlug } from './confirmations';

// My subscription, the billing view and the offerings are linked from the shell too: their paths
// are in shared/paths. The builders only this feature uses live here.

/** The id of the plans section of `/subscriptions` (spec §2: `/subscriptions#offerings`). */
export const OFFERINGS_ANCHOR = 'offerings';

const PERIOD_PARAM: Record<SubscriptionPeriod, string> = { MONTH: 'month', YEAR: 'year' };

function withQuery(path: string, params: URLSearchParams, hash = ''): string {
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

export interface OfferingsLink {
  companyType?: CompanyRoleType | null;
  period?: SubscriptionPeriod;
}

/** `/subscriptions?companyType=…&period=month#offerings` (yearly is the default and left out). */
export function offeringsPath({ companyType, period }: OfferingsLink = {}): string {
  const params = new URLSearchParams();
  if (companyType) params.set('companyType', companyType);
  if (period === 'MONTH') params.set('period', PERIOD_PARAM.MONTH);
  return withQuery(SUBSCRIPTIONS_PATH, params, `#${OFFERINGS_ANCHOR}`);
}

/** What a purchase needs to be resumed after the card page: the option and the promotion code. */
export interface CheckoutIntent {
  priceId: string;
  promotionCode?: string | null;
  period?: SubscriptionPeriod;
}

/**
 * Where the card page sends the browser back before a purchase (it appends `card=saved` or
 * `card=canceled`). No hash: the gateway appends its parameter to the query string.
 */
export function checkoutReturnPath({ priceId, promotionCode, period }: CheckoutIntent): string {
  const params = new URLSearchParams();
  if (period === 'MONTH') params.set('period', PERIOD_PARAM.MONTH);
  params.set('checkout', priceId);
  if (promotionCode) params.set('promotionCode', promotionCode);
  return withQuery(SUBSCRIPTIONS_PATH, params);
}

/**
 * A confirmation screen of spec §4: `/dashboard/subscription?confirmation=<slug>`. A failed
 * purchase keeps what was bought, so 'Update payment method' can resume it.
 */
export function confirmationPath(confirmation: SubscriptionConfirmation, intent?: CheckoutIntent | null): string {
  const params = new URLSearchParams({ confirmation: confirmationSlug(confirmation) });
  if (intent) {
    params.set('priceId', intent.priceId);
    if (intent.promotionCode) params.set('promotionCode', intent.promotionCode);
    if (intent.period === 'MONTH') params.set('period', PERIOD_PARAM.MONTH);
  }
  return withQuery(MY_SUBSCRIPTION_PATH, params);
}

/** Reads a `period` parameter: `month` is MONTH, anything else the default, YEAR. */
export function readPeriodParam(value: string | null): SubscriptionPeriod {
  return value === PERIOD_PARAM.MONTH ? 'MONTH' : 'YEAR';
}
