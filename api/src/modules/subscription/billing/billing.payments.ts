import type { Executor } from '../../../db/database.js';
import type { JobData } from '../../../jobs/job.js';
import { PAYMENT_SUCCEEDED_JOB } from '../subscription.credits.js';
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
  /** What lowered it besides spec §9's discounts (a referral reward), added to the description. */
  note?: string | undefined;
}

/** E.g. 'Innovator for sites, yearly'. */
export function paymentDescription(code: TypeCode, period: Period): string {
  return `${planText(code).name}, ${PERIOD_LABELS[period]}`;
}

/**
 * Writes a charge attempt to the payment history (failed ones too: the history shows them); a
 * new successful charge of a real amount is announced (PAYMENT_SUCCEEDED_JOB).
 */
export async function recordCharge(
  deps: { db: Executor; announce: (name: string, data: JobData) => Promise<void> },
  record: ChargeRecord,
): Promise<PaymentRow | undefined> {
  const { outcome } = record;
  const description = paymentDescription(record.code, record.period);
  const payment = await insertPayment(deps.db, {
    companyId: record.companyId,
    subscriptionId: record.subscriptionId,
    gateway: record.gateway,
    gatewayPaymentId: outcome.gatewayPaymentId,
    status: outcome.ok ? 'SUCCEEDED' : 'FAILED',
    amountCents: outcome.ok ? outcome.amountCents : record.amountCents,
    discountCents: record.discountCents,
    description: record.note ? `${description} (${record.note})` : description,
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
  if (payment?.status === 'SUCCEEDED' && payment.amountCents > 0)
    await deps.announce(PAYMENT_SUCCEEDED_JOB, { companyId: payment.companyId, paymentId: payment.id });
  return payment;
}
