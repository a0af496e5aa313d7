import type { PaymentStatus } from '../../__generated__/graphql';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  SUCCEEDED: 'Paid',
  FAILED: 'Failed',
};
