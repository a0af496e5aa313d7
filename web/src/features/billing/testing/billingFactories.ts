import type { PaymentStatus } from '../../../__generated__/graphql';
import { usd } from '../../subscription/testing/subscriptionFactories';
import type { TestMoney } from '../../subscription/testing/subscriptionFactories';

// Billing test data as the server sends it (with __typename, which Apollo's cache needs).

export interface TestPayment {
  __typename: 'Payment';
  id: string;
  createdAt: string;
  status: PaymentStatus;
  amount: TestMoney;
  discountAmount: TestMoney;
  description: string;
  failureMessage: string | null;
  receiptUrl: string | null;
}

export function buildPayment(overrides: Partial<TestPayment> = {}): TestPayment {
  return {
    __typename: 'Payment',
    id: 'pay_1',
    createdAt: '2026-03-01T10:00:00.000Z',
    status: 'SUCCEEDED',
    amount: usd(3200),
    discountAmount: usd(0),
    description: 'Innovator for vendors (51-500 employees), yearly',
    failureMessage: null,
    receiptUrl: 'http://127.0.0.1:4000/payments/local/receipts/rcpt_1',
    ...overrides,
  };
}
