import { List } from '@chakra-ui/react';
import { myAccountPath } from '../../../shared/paths';
import type { MyAccountTab } from '../../../shared/paths';
import { AppLink } from '../../../ui/AppLink';
import { SectionCard } from '../../../ui/SectionCard';

export interface DashboardShortcutsProps {
  /** False while acting as another user: security settings are blocked then (spec §6). */
  canChangeSettings: boolean;
}

const SHORTCUTS: ReadonlyArray<{ tab: MyAccountTab; label: string; settings?: boolean }> = [
  // My account holds the user's own details; the company's profile is on the company card.
  { tab: 'profile', label: 'Edit my account' },
  { tab: 'security', label: 'Security settings', settings: true },
  { tab: 'interests', label: 'Key areas of interest' },
];

/** Links to the built screens the member uses most (placeholder routes never appear here). */
export function DashboardShortcuts({ canChangeSettings }: DashboardShortcutsProps) {
  return (
    <SectionCard title="Shortcuts">
      <List.Root gap={3} listStyleType="none">
        {SHORTCUTS.filter((shortcut) => canChangeSettings || !shortcut.settings).map((shortcut) => (
          <List.Item key={shortcut.tab}>
            <AppLink to={myAccountPath(shortcut.tab)}>{shortcut.label}</AppLink>
          </List.Item>
        ))}
      </List.Root>
    </SectionCard>
  );
}
