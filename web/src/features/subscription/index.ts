// What other features may use of subscription (the dashboard's subscription card and shortcuts).
export { SubscriptionShortcuts } from './components/SubscriptionShortcuts';
export { billingPeriodText, SUBSCRIPTION_STATUS_LABELS } from './subscriptionLabels';
