import type { Executor } from '../../../db/database.js';
import type { ChargeOutcome } from './payment.gateway.js';
import { insertPayment } from './billing.repository.js';
import type { PaymentGatewayKind, PaymentRow } from './billing.table.js';
import { PERIOD_LABELS, planText } from '../subscription.catalog.js';
import type { DiscountCode, Period, TypeCode } from '../subscription.table.js';

export interface ChargeRecord {
  companyId: number;
  subscriptionId: number | null;
  gateway: PaymentGatewayKind;
  code: TypeCode;
  period: Period;
  periodStart: Date;
  periodEnd: Date;
  discountCode: DiscountCode | null;
  discountCents: number;
  /** What was (or would have been) charged. */
  amountCents: number;
  outcome: ChargeOutcome;
  at: Date;
}

/** E.g. 'Innovator for sites, yearly'. */
export function paymentDescription(code: TypeCode, period: Period): string {
  return `${planText(code).name}, ${PERIOD_LABELS[period]}`;
}

/** Writes a charge attempt to the payment history (failed ones too: the history shows them). */
export async function recordCharge(db: Executor, record: ChargeRecord): Promise<PaymentRow | undefined> {
  const { outcome } = record;
  return insertPayment(db, {
    companyId: record.companyId,
    subscriptionId: record.subscriptionId,
    gateway: record.gateway,
    gatewayPaymentId: outcome.gatewayPaymentId,
    status: outcome.ok ? 'SUCCEEDED' : 'FAILED',
    amountCents: outcome.ok ? outcome.amountCents : record.amountCents,
    discountCents: record.discountCents,
    description: paymentDescription(record.code, record.period),
    typeCode: record.code,
    period: record.period,
    periodStart: record.periodStart,
    periodEnd: record.periodEnd,
    discountCode: record.discountCents > 0 ? record.discountCode : null,
    cardBrand: outcome.card?.brand ?? null,
    cardLast4: outcome.card?.last4 ?? null,
    failureMessage: outcome.ok ? null : outcome.failureMessage,
    receiptUrl: outcome.ok ? outcome.receiptUrl : null,
    createdAt: record.at,
  });
}
