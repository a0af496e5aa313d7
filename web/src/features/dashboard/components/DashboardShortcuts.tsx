import { List } from '@chakra-ui/react';
import type { Permission } from '../../../__generated__/graphql';
import { myAccountPath } from '../../../shared/paths';
import type { MyAccountTab } from '../../../shared/paths';
import { routePath } from '../../../shared/routing/routePath';
import { AppLink } from '../../../ui/AppLink';
import { SectionCard } from '../../../ui/SectionCard';

export interface DashboardShortcutsProps {
  /** False while acting as another user: security settings are blocked then (spec §6). */
  canChangeSettings: boolean;
  /** The viewer's permissions: each workspace link shows only to those who may open it. */
  permissions: readonly Permission[];
}

const SHORTCUTS: ReadonlyArray<{ tab: MyAccountTab; label: string; settings?: boolean }> = [
  // My account holds the user's own details; the company's profile is on the company card.
  { tab: 'profile', label: 'Edit my account' },
  { tab: 'security', label: 'Security settings', settings: true },
  { tab: 'interests', label: 'Key areas of interest' },
];

// The member's workspaces that have no header link of their own (the header keeps to the daily ones).
const WORKSPACES: ReadonlyArray<{ to: string; label: string; permission: Permission }> = [
  { to: routePath('/dashboard/member'), label: 'My home: what waits for you', permission: 'MEMBER_DASHBOARD' },
  { to: routePath('/dashboard/watchlist'), label: 'Watchlist', permission: 'WATCHLIST' },
  { to: routePath('/dashboard/contracted-partners'), label: 'Contracted partners', permission: 'CONTRACTED_PARTNERS' },
  { to: routePath('/dashboard/documents'), label: 'Documents', permission: 'DOCUMENTS' },
  { to: routePath('/dashboard/documents/templates'), label: 'Document templates', permission: 'DOCUMENT_TEMPLATES' },
  { to: routePath('/dashboard/manage-reviews'), label: 'Reviews of our company', permission: 'MANAGE_REVIEWS' },
  { to: routePath('/dashboard/rewards'), label: 'Rewards: invite companies', permission: 'REWARDS' },
  { to: routePath('/dashboard/manage-members'), label: 'Manage members', permission: 'MANAGE_MEMBERS' },
];

/** Links to the built screens the member uses most. */
export function DashboardShortcuts({ canChangeSettings, permissions }: DashboardShortcutsProps) {
  return (
    <SectionCard title="Shortcuts">
      <List.Root gap={3} listStyleType="none">
        {SHORTCUTS.filter((shortcut) => canChangeSettings || !shortcut.settings).map((shortcut) => (
          <List.Item key={shortcut.tab}>
            <AppLink to={myAccountPath(shortcut.tab)}>{shortcut.label}</AppLink>
          </List.Item>
        ))}
        {WORKSPACES.filter((link) => permissions.includes(link.permission)).map((link) => (
          <List.Item key={link.to}>
            <AppLink to={link.to}>{link.label}</AppLink>
          </List.Item>
        ))}
      </List.Root>
    </SectionCard>
  );
}
