// What other features may use of billing (payment customer and card, payments, invoices).
export { SUBSCRIPTION_HISTORY_PATH } from './billingUrls';
export { CardSetupButton } from './components/CardSetupButton';
export { InvoiceRequestForm } from './components/InvoiceRequestForm';
export { PaymentMethod } from './components/PaymentMethod';
export { formatCard, PaymentCardFragment } from './paymentCard';
export type { CardSummary } from './paymentCard';
export { useCardSetup } from './useCardSetup';
