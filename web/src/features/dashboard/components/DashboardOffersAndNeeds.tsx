import { List, Text } from '@chakra-ui/react';
import type { Permission } from '../../../__generated__/graphql';
import { CAPABILITY_PATH, DASHBOARD_CAPABILITY_PATH } from '../../capability';
import { DASHBOARD_LOOKING_FOR_PATH } from '../../looking-for';
import { AppLink } from '../../../ui/AppLink';
import { SectionCard } from '../../../ui/SectionCard';

export interface DashboardOffersAndNeedsProps {
  permissions: readonly Permission[];
  /** Vendors and sites publish capability alerts; other companies browse them. */
  publishesAlerts: boolean;
}

/** What the company offers (capability alerts) and needs (looking-for list): the ways to both. */
export function DashboardOffersAndNeeds({ permissions, publishesAlerts }: DashboardOffersAndNeedsProps) {
  const links = [
    { to: DASHBOARD_LOOKING_FOR_PATH, label: 'What your company is looking for', permission: 'MANAGE_LOOKING_FOR' },
    publishesAlerts
      ? { to: DASHBOARD_CAPABILITY_PATH, label: 'Your capability alerts', permission: 'MANAGE_CAPABILITY_ALERTS' }
      : null,
    { to: CAPABILITY_PATH, label: 'Browse capability alerts', permission: null },
  ].filter(
    (link) => link !== null && (link.permission === null || permissions.includes(link.permission as Permission)),
  );
  return (
    <SectionCard title="Offers and needs">
      <Text color="fg.muted" mb={3}>
        Tell others what your company can do and what it is looking for.
      </Text>
      <List.Root gap={3} listStyleType="none">
        {links.map((link) =>
          link ? (
            <List.Item key={link.to}>
              <AppLink to={link.to}>{link.label}</AppLink>
            </List.Item>
          ) : null,
        )}
      </List.Root>
    </SectionCard>
  );
}
