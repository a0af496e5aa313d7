import type { Plan, SubscriptionPeriod, SubscriptionStatus, SubscriptionTypeCode } from '../../__generated__/graphql';
import type { MoneyValue } from '../../shared/format/money';
import type { CheckoutChoice } from './checkoutChoice';

interface OptionData {
  priceId: string;
  code: SubscriptionTypeCode;
  interval: SubscriptionPeriod;
  price: MoneyValue;
}

interface OfferingData {
  code: SubscriptionTypeCode;
  name: string;
  free: boolean;
  monthly: OptionData;
  yearly: OptionData;
}

/** What buying `option` of `offering` means, as checkout holds it. */
export function checkoutChoiceOf(offering: Pick<OfferingData, 'name' | 'free'>, option: OptionData): CheckoutChoice {
  const { priceId, code, interval, price } = option;
  return { priceId, code, name: offering.name, interval, price, free: offering.free };
}

/** Every option of the offerings by price id, as checkout choices. */
export function offeringChoices(
  offerings: { offerings: readonly OfferingData[] } | null | undefined,
): Map<string, CheckoutChoice> {
  const choices = new Map<string, CheckoutChoice>();
  for (const offering of offerings?.offerings ?? []) {
    for (const option of [offering.monthly, offering.yearly])
      choices.set(option.priceId, checkoutChoiceOf(offering, option));
  }
  return choices;
}

/**
 * The option a promotion code selects (spec §7: 'SCOPE2025' plus a size buys the yearly vendor
 * option of that size, whatever plan was clicked), named as the api names it.
 */
export function promotionChoice(
  option: OptionData & { name: string },
  offerings: { offerings: readonly OfferingData[] } | null | undefined,
): CheckoutChoice {
  const listed = offeringChoices(offerings).get(option.priceId);
  return listed ?? checkoutChoiceOf({ name: option.name, free: false }, option);
}

interface SubscriptionData {
  plan: Plan;
  status: SubscriptionStatus | null;
  code: SubscriptionTypeCode | null;
  period: SubscriptionPeriod | null;
}

/**
 * The plan to mark as 'Your current plan': an active Explorer, or an active paid Innovator option.
 * A trial is not marked: buying its option is how it becomes paid.
 */
export function currentOption(subscription: SubscriptionData | null | undefined) {
  if (!subscription || subscription.status !== 'ACTIVE') return null;
  if (subscription.plan === 'EXPLORER') return { plan: 'EXPLORER' as const, code: null, period: null };
  if (subscription.plan === 'INNOVATOR')
    return { plan: 'INNOVATOR' as const, code: subscription.code, period: subscription.period };
  return null;
}
