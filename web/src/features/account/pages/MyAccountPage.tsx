import { Heading, Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useViewer } from '../../../shared/session/useViewer';
import { PageContainer } from '../../../ui/PageContainer';
import { isAccountTab, parseAccountTab } from '../accountUrls';
import { EmailPreferencesTab } from '../components/EmailPreferencesTab';
import { InterestsTab } from '../components/InterestsTab';
import { NotAvailableWhileImpersonating } from '../components/NotAvailableWhileImpersonating';
import { PasswordTab } from '../components/PasswordTab';
import { ProfileTab } from '../components/ProfileTab';
import { SecurityTab } from '../components/SecurityTab';

/**
 * `/my-account`: Profile, Password, Security, Interests and Emails tabs, the open one in `?tab=` so it
 * can be linked to (the interests modal opens `?tab=interests`). Each tab loads its own data the
 * first time it is opened and stays mounted after, so switching tabs loses nothing typed.
 */
export function MyAccountPage() {
  const viewer = useViewer();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseAccountTab(searchParams.get('tab'));
  // Password and security act on the signed-in identity: blocked while impersonating (spec §6).
  const canChangeSettings = viewer?.permissions.includes('ACCOUNT_SETTINGS') ?? false;

  return (
    <PageContainer>
      <Heading as="h1" size="2xl" mb={6}>
        My account
      </Heading>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          if (!isAccountTab(details.value)) return;
          const value = details.value;
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', value);
              return next;
            },
            { replace: true },
          );
        }}
        // Arrows move focus, Enter or Space opens: each tab loads its data when first opened, so
        // arrowing across them must not fire a request per tab passed (WAI-ARIA manual activation).
        activationMode="manual"
        lazyMount
        variant="line"
      >
        <Tabs.List overflowX="auto" mb={6}>
          <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
          <Tabs.Trigger value="password">Password</Tabs.Trigger>
          <Tabs.Trigger value="security">Security</Tabs.Trigger>
          <Tabs.Trigger value="interests">Interests</Tabs.Trigger>
          <Tabs.Trigger value="emails">Emails</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile">
          <ProfileTab />
        </Tabs.Content>
        <Tabs.Content value="password">
          {canChangeSettings ? <PasswordTab /> : <NotAvailableWhileImpersonating />}
        </Tabs.Content>
        <Tabs.Content value="security">
          {canChangeSettings ? <SecurityTab /> : <NotAvailableWhileImpersonating />}
        </Tabs.Content>
        <Tabs.Content value="interests">
          <InterestsTab />
        </Tabs.Content>
        <Tabs.Content value="emails">
          <EmailPreferencesTab />
        </Tabs.Content>
      </Tabs.Root>
    </PageContainer>
  );
}
