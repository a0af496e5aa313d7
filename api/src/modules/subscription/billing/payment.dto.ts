import type { Static } from 'typebox';
import { localReceiptUrl } from './local/local.receipts.js';
import type { BillingDeps } from './billing.context.js';
import type { PaymentDto } from './billing.schemas.js';
import type { PaymentRow } from './billing.table.js';
import { paymentDescription } from './billing.payments.js';

/** A local payment's receipt is the api's own page; a Stripe payment's is Stripe's. */
export function receiptUrlOf(deps: Pick<BillingDeps, 'publicUrl' | 'apiSecret'>, row: PaymentRow): string | null {
  if (row.status !== 'SUCCEEDED') return null;
  return row.receiptUrl ?? (row.gateway === 'LOCAL' ? localReceiptUrl(deps.publicUrl, deps.apiSecret, row.id) : null);
}

/** What lowered a charge besides spec §9's discounts (a referral reward), stored at the end of its text. */
const CREDIT_NOTE = / \(([^()]+)\)$/;

function describe(row: PaymentRow): string {
  if (!row.typeCode || !row.period) return row.description;
  const named = paymentDescription(row.typeCode, row.period);
  const note = row.discountCode === null && row.discountCents > 0 ? CREDIT_NOTE.exec(row.description)?.[1] : undefined;
  return note ? `${named} (${note})` : named;
}

export function paymentDto(
  deps: Pick<BillingDeps, 'publicUrl' | 'apiSecret'>,
  row: PaymentRow,
): Static<typeof PaymentDto> {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    amountCents: row.amountCents,
    discountCents: row.discountCents,
    currency: row.currency,
    // Named as the catalog names the plan now, so the history reads like the pricing page even
    // for payments recorded under an older name; the stored text stays for rows without a code.
    description: describe(row),
    typeCode: row.typeCode,
    period: row.period,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    discountCode: row.discountCode,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    failureMessage: row.failureMessage,
    receiptUrl: receiptUrlOf(deps, row),
  };
}
