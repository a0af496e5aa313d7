import type { SubscriptionConfirmation } from '../../__generated__/graphql';

/**
 * Spec §4's confirmation screens as URL state on My subscription
 * (`/dashboard/subscription?confirmation=payment-received`): a reload or a return from the card
 * page shows the same screen, and the browser's back button leaves it.
 */
const SLUGS: Record<SubscriptionConfirmation, string> = {
  PAYMENT_RECEIVED: 'payment-received',
  PAYMENT_CANCELED: 'payment-canceled',
  TRIAL_ENDED: 'trial-ended',
  SUBSCRIPTION_DEACTIVATED: 'subscription-deactivated',
  INNOVATOR_STARTED: 'innovator-started',
  INNOVATOR_UPDATED: 'innovator-updated',
  EXPLORER_STARTED: 'explorer-started',
  CONFIRM_EXPLORER: 'confirm-explorer',
  FAILED_TO_SUBSCRIBE: 'failed-to-subscribe',
};

const BY_SLUG = new Map(
  Object.entries(SLUGS).map(([confirmation, slug]) => [slug, confirmation as SubscriptionConfirmation]),
);

export function confirmationSlug(confirmation: SubscriptionConfirmation): string {
  return SLUGS[confirmation];
}

/** The confirmation a `confirmation` URL parameter names, or null for none or an unknown one. */
export function parseConfirmation(slug: string | null): SubscriptionConfirmation | null {
  return slug ? (BY_SLUG.get(slug) ?? null) : null;
}
