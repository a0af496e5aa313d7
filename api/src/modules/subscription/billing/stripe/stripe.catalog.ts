import { planText } from '../../subscription.catalog.js';
import type { DiscountDefinition } from '../../subscription.discounts.js';
import { priceCents } from '../../subscription.prices.js';
import { PERIODS, type Period, TYPE_CODES, type TypeCode } from '../../subscription.table.js';
import { type StripeClient, StripeApiError } from './stripe.client.js';
import type { StripeList, StripePrice } from './stripe.types.js';

/** A price's lookup key in Stripe: `<type code>_<month|year>`, e.g. `innovator_site_year`. */
export const lookupKey = (code: TypeCode, interval: Period): string => `${code}_${interval.toLowerCase()}`;

/** Stripe lists at most 10 lookup keys per request. */
const LOOKUP_BATCH = 10;

export interface StripeCatalog {
  priceId(code: TypeCode, interval: Period): Promise<string>;
  resolvePrice(priceId: string): Promise<{ code: TypeCode; interval: Period } | null>;
  ensureCoupon(id: string, discount: DiscountDefinition): Promise<void>;
}

/**
 * The platform's 24 prices in Stripe, found by lookup key once and cached; with `create`, missing
 * ones are created (a product per type code, spec §9's amounts). Coupons carry the discount code
 * as their id and are created on first use likewise.
 */
export function createStripeCatalog(client: StripeClient, create: boolean): StripeCatalog {
  let loading: Promise<Map<string, string>> | null = null;
  const coupons = new Set<string>();

  async function load(): Promise<Map<string, string>> {
    const keys = TYPE_CODES.flatMap((code) => PERIODS.map((interval) => lookupKey(code, interval)));
    const byKey = new Map<string, string>();
    for (let i = 0; i < keys.length; i += LOOKUP_BATCH) {
      const list = await client.get<StripeList<StripePrice>>('/v1/prices', {
        active: true,
        limit: 100,
        lookup_keys: keys.slice(i, i + LOOKUP_BATCH),
      });
      for (const price of list.data) if (price.lookup_key) byKey.set(price.lookup_key, price.id);
    }
    if (create) {
      for (const code of TYPE_CODES) {
        const missing = PERIODS.filter((interval) => !byKey.has(lookupKey(code, interval)));
        if (missing.length === 0) continue;
        const product = await client.post<{ id: string }>(
          '/v1/products',
          { name: planText(code).name, metadata: { type_code: code } },
          `product-${code}`,
        );
        for (const interval of missing) {
          const key = lookupKey(code, interval);
          const price = await client.post<StripePrice>(
            '/v1/prices',
            {
              product: product.id,
              currency: 'usd',
              unit_amount: priceCents(code, interval),
              recurring: { interval: interval.toLowerCase() },
              lookup_key: key,
              nickname: key,
            },
            `price-${key}`,
          );
          byKey.set(key, price.id);
        }
      }
    }
    return byKey;
  }

  const prices = (): Promise<Map<string, string>> => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // A failed load is retried by the next call.
      throw error;
    });
    return loading;
  };

  return {
    async priceId(code, interval) {
      const id = (await prices()).get(lookupKey(code, interval));
      if (!id)
        throw new Error(
          `Stripe has no price with lookup key ${lookupKey(code, interval)} (set STRIPE_CREATE_CATALOG=true to create it)`,
        );
      return id;
    },
    async resolvePrice(priceId) {
      for (const [key, id] of await prices()) {
        if (id !== priceId) continue;
        const match = /^(.+)_(month|year)$/.exec(key);
        const code = TYPE_CODES.find((c) => c === match?.[1]);
        if (match && code) return { code, interval: match[2] === 'month' ? 'MONTH' : 'YEAR' };
      }
      return null;
    },
    async ensureCoupon(id, discount) {
      if (coupons.has(id)) return;
      try {
        await client.get(`/v1/coupons/${encodeURIComponent(id)}`);
      } catch (error) {
        if (!(error instanceof StripeApiError) || error.status !== 404 || !create) throw error;
        const duration =
          discount.duration === 'FIRST_YEAR'
            ? { duration: 'repeating', duration_in_months: 12 }
            : { duration: 'forever' };
        await client.post(
          '/v1/coupons',
          { id, name: discount.name, percent_off: discount.percentOff, ...duration },
          `coupon-${id}`,
        );
      }
      coupons.add(id);
    },
  };
}
