import type { ChangeResultDto, OptionDto, PaymentDto, SubscriptionDetailsDto } from './subscription.api.js';

/** The api's details for a trialing vendor admin, with overrides (test factory). */
export function buildDetails(overrides: Partial<SubscriptionDetailsDto> = {}): SubscriptionDetailsDto {
  return {
    id: 7,
    plan: 'INNOVATOR',
    status: 'TRIALING',
    endDate: '2026-01-17T12:00:00+00:00',
    period: null,
    billingAdmin: true,
    billingView: 'CONTENT',
    typeCode: 'innovator_cro_technology_service_provider_mid',
    inForce: true,
    reminder: { kind: 'FREE_TRIAL', daysLeft: 3 },
    companyId: 10,
    companyRoleType: 'Vendor',
    employeesBand: 'MID',
    name: 'Innovator for vendors (51-500 employees)',
    paymentType: 'FREE',
    currentPeriodStart: '2025-07-21T12:00:00.000Z',
    canceledAt: null,
    trialEndDate: '2026-01-17T12:00:00.000Z',
    price: { amount: 3200, amountCents: 320_000, currency: 'USD', interval: 'YEAR' },
    priceId: 'price_local_innovator_cro_technology_service_provider_mid_year',
    discount: null,
    trialEligible: false,
    canManageBilling: true,
    purchaseRefusal: null,
    gracePeriodEndDate: null,
    daysLeft: 3,
    cancelAtPeriodEnd: false,
    scheduledPeriod: null,
    endReason: null,
    hasPaymentCustomer: false,
    card: null,
    parentCompanyName: null,
    subsidiaries: [],
    ...overrides,
  };
}

export function buildOption(code: OptionDto['code'], interval: OptionDto['interval'], amountCents: number): OptionDto {
  return {
    priceId: `price_local_${code}_${interval.toLowerCase()}`,
    code,
    interval,
    amountCents,
    currency: 'USD',
    name: `Plan ${code}`,
    description: 'For tests.',
    free: amountCents === 0,
  };
}

export function buildPayment(overrides: Partial<PaymentDto> = {}): PaymentDto {
  return {
    id: 31,
    createdAt: '2026-01-15T12:00:00.000Z',
    status: 'SUCCEEDED',
    amountCents: 256_000,
    discountCents: 64_000,
    currency: 'USD',
    description: 'Innovator for vendors (51-500 employees), yearly',
    typeCode: 'innovator_cro_technology_service_provider_mid',
    period: 'YEAR',
    periodStart: '2026-01-15T12:00:00.000Z',
    periodEnd: '2027-01-15T12:00:00.000Z',
    discountCode: 'inaugural_year_discount',
    card: { brand: 'visa', last4: '4242' },
    failureMessage: null,
    receiptUrl: 'http://127.0.0.1:4000/payments/local/receipts/31.abc',
    ...overrides,
  };
}

export const paidResult = (payment = buildPayment()): ChangeResultDto => ({
  confirmation: 'PAYMENT_RECEIVED',
  subscription: buildDetails({ status: 'ACTIVE', period: 'YEAR', paymentType: 'PAID', daysLeft: null }),
  payment,
});
