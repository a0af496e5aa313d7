import { Flex } from '@chakra-ui/react';
import { BILLING_PATH, OFFERINGS_PATH } from '../../../shared/paths';
import { billingAccess } from '../../../shared/session/billingAccess';
import { useViewer } from '../../../shared/session/useViewer';
import { AppLink } from '../../../ui/AppLink';
import { SUBSCRIPTION_HISTORY_PATH } from '../../billing';

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
