import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../../../../clock.js';
import type { Db } from '../../../../db/database.js';
import { TYPE_CODES, type Period, type TypeCode } from '../../subscription.table.js';
import type { CardSummary, ChargeOutcome, GatewayPromotion, PaymentGateway } from '../payment.gateway.js';
import { DECLINED, EXPIRED } from './local.cards.js';
import { localCardSessions, localGatewayCards, localGatewayCustomers } from './local.table.js';

/** A card page visit lasts this long. */
export const CARD_SESSION_MS = 30 * 60_000;

/** Spec §9/§7: SCOPE2025 and its sized variants are valid promotions, worth the SCOPE alumni discount. */
const PROMOTION_CODES = ['SCOPE2025', 'SCOPE2025SMALL', 'SCOPE2025MID', 'SCOPE2025LARGE'];

const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface LocalGatewayOptions {
  db: Db;
  clock: Clock;
  /** The product's public origin: the card page is reached through the bff at /payments/local/…. */
  publicUrl: string;
}

export type LocalGateway = PaymentGateway & {
  /** The card on file with its test behaviour (charges fail for some test cards). */
  cardOf(customerId: string): Promise<(CardSummary & { behaviour: string }) | null>;
};

/**
 * The built-in gateway: customers and cards in the database, a card page served by the api
 * (local.routes.ts) that knows Stripe's test card numbers, and charges decided by the saved test
 * card. The domain bills renewals itself through `charge`.
 */
export function createLocalGateway(options: LocalGatewayOptions): LocalGateway {
  const { db, clock } = options;
  const base = options.publicUrl.replace(/\/+$/, '');

  async function cardOf(customerId: string) {
    const [card] = await db
      .select()
      .from(localGatewayCards)
      .where(eq(localGatewayCards.customerId, customerId))
      .limit(1);
    return card
      ? {
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          behaviour: card.behaviour,
        }
      : null;
  }

  async function charge(input: { customerId: string; amountCents: number }): Promise<ChargeOutcome> {
    const card = await cardOf(input.customerId);
    if (!card) return { ok: false, gatewayPaymentId: null, failureMessage: 'No card on file.', card: null };
    const summary: CardSummary = {
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
    const now = clock.now();
    const expired = card.expYear * 12 + card.expMonth - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (expired) return { ok: false, gatewayPaymentId: newId('ch_local'), failureMessage: EXPIRED, card: summary };
    if (card.behaviour === 'CHARGES_FAIL')
      return { ok: false, gatewayPaymentId: newId('ch_local'), failureMessage: DECLINED, card: summary };
    return {
      ok: true,
      gatewayPaymentId: newId('ch_local'),
      amountCents: input.amountCents,
      receiptUrl: null,
      card: summary,
    };
  }

  async function cardPageUrl(input: {
    customerId: string;
    successUrl: string;
    cancelUrl: string;
    cardCheck: boolean;
  }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(localCardSessions).values({
      tokenHash: hashToken(token),
      customerId: input.customerId,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      cardCheck: input.cardCheck,
      expiresAt: new Date(clock.now().getTime() + CARD_SESSION_MS),
    });
    return `${base}/payments/local/cards/${token}`;
  }

  return {
    kind: 'LOCAL',
    billsRenewals: false,
    cardOf,
    async createCustomer({ email, name }) {
      const id = newId('cus_local');
      await db.insert(localGatewayCustomers).values({ id, email, name });
      return { id };
    },
    async getCustomer(customerId) {
      const [customer] = await db
        .select()
        .from(localGatewayCustomers)
        .where(eq(localGatewayCustomers.id, customerId))
        .limit(1);
      if (!customer) return null;
      const card = await cardOf(customerId);
      return {
        id: customer.id,
        email: customer.email,
        card: card ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } : null,
      };
    },
    cardPageUrl,
    portalUrl: (input) => cardPageUrl(input),
    priceId: async (code: TypeCode, interval: Period) => `price_local_${code}_${interval.toLowerCase()}`,
    async resolvePrice(priceId) {
      const match = /^price_local_([a-z_]+)_(month|year)$/.exec(priceId);
      const code = match?.[1] as TypeCode | undefined;
      if (!match || !code || !TYPE_CODES.includes(code)) return null;
      return { code, interval: match[2] === 'month' ? 'MONTH' : 'YEAR' };
    },
    async findPromotionCode(code): Promise<GatewayPromotion | null> {
      const normalised = code.trim().toUpperCase();
      return PROMOTION_CODES.includes(normalised)
        ? { id: `promo_local_${normalised}`, code: normalised, couponId: 'scope_alumni' }
        : null;
    },
    async subscribe(input) {
      if (input.trialEnd) return { gatewaySubscriptionId: null, charge: null };
      return { gatewaySubscriptionId: null, charge: await charge(input) };
    },
    charge,
    // Local subscriptions are billed by the domain and have no gateway subscription to change.
    changePrice: async () => undefined,
    cancel: async () => undefined,
  };
}

/** The open card-page visit of a token, or undefined (unknown, expired or already used). */
export async function findCardSession(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(localCardSessions)
    .where(
      and(
        eq(localCardSessions.tokenHash, hashToken(token)),
        gt(localCardSessions.expiresAt, now),
        isNull(localCardSessions.usedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Saves the card (replacing the previous one) and closes the visit, in one transaction. */
export async function saveCard(
  db: Db,
  tokenHash: string,
  customerId: string,
  card: {
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
    holderName: string;
    behaviour: 'SUCCEEDS' | 'CHARGES_FAIL';
  },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(localGatewayCards)
      .values({ customerId, ...card })
      .onConflictDoUpdate({ target: localGatewayCards.customerId, set: { ...card, updatedAt: now } });
    await tx.update(localCardSessions).set({ usedAt: now }).where(eq(localCardSessions.tokenHash, tokenHash));
  });
}

export async function closeCardSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(localCardSessions).set({ usedAt: now }).where(eq(localCardSessions.tokenHash, tokenHash));
}
