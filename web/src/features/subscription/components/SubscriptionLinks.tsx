import { Flex } from '@chakra-ui/react';
import { billingAccess } from '../../../app/guards/billingAccess';
import { useViewer } from '../../../app/session/useViewer';
import { AppLink } from '../../../ui/AppLink';
import { BILLING_PATH, OFFERINGS_PATH, SUBSCRIPTION_HISTORY_PATH } from '../subscriptionUrls';

/** The ways from My subscription to the other subscription screens the viewer may open. */
export function SubscriptionLinks() {
  const viewer = useViewer();
  return (
    <Flex as="nav" aria-label="Subscription" gap={5} wrap="wrap">
      <AppLink to={OFFERINGS_PATH}>Plans and pricing</AppLink>
      {viewer?.permissions.includes('SUBSCRIPTION_HISTORY') ? (
        <AppLink to={SUBSCRIPTION_HISTORY_PATH}>Payment history</AppLink>
      ) : null}
      {billingAccess(viewer) === 'content' ? <AppLink to={BILLING_PATH}>Billing and team</AppLink> : null}
    </Flex>
  );
}
