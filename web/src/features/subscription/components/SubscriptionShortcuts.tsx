import { List } from '@chakra-ui/react';
import { BILLING_PATH, MY_SUBSCRIPTION_PATH, OFFERINGS_PATH } from '../../../shared/paths';
import { billingAccess } from '../../../shared/session/billingAccess';
import { useViewer } from '../../../shared/session/useViewer';
import { AppLink } from '../../../ui/AppLink';
import { SectionCard } from '../../../ui/SectionCard';
import { SUBSCRIPTION_HISTORY_PATH } from '../../billing';

/** The dashboard's way to the subscription screens the viewer may open. */
export function SubscriptionShortcuts() {
  const viewer = useViewer();
  const permissions = viewer?.permissions ?? [];
  if (!permissions.includes('MY_SUBSCRIPTION')) return null;
  return (
    <SectionCard title="Subscription and billing">
      <List.Root gap={2} listStyleType="none">
        <List.Item>
          <AppLink to={MY_SUBSCRIPTION_PATH}>My subscription</AppLink>
        </List.Item>
        {permissions.includes('SUBSCRIPTION_HISTORY') ? (
          <List.Item>
            <AppLink to={SUBSCRIPTION_HISTORY_PATH}>Payment history and receipts</AppLink>
          </List.Item>
        ) : null}
        {billingAccess(viewer) === 'content' ? (
          <List.Item>
            <AppLink to={BILLING_PATH}>Billing and team</AppLink>
          </List.Item>
        ) : null}
        <List.Item>
          <AppLink to={OFFERINGS_PATH}>Plans and pricing</AppLink>
        </List.Item>
      </List.Root>
    </SectionCard>
  );
}
