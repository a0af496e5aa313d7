import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { useViewer } from '../../../shared/session/useViewer';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { EmailPreferencesForm } from './EmailPreferencesForm';

export const EmailPreferencesTabQueryDocument = graphql(`
  query EmailPreferencesTab {
    emailPreferences {
      messages
      notifications
      matches
      watchedCompanies
      unsubscribedAt
    }
  }
`);

/** The Emails tab: the "Email preferences" section of my account. */
export function EmailPreferencesTab() {
  const viewer = useViewer();
  const { data, error, refetch } = useQuery(EmailPreferencesTabQueryDocument, { fetchPolicy: 'cache-and-network' });
  // ACCOUNT_SETTINGS is withheld while impersonating (spec §6), as saving is by the api.
  const canSave = viewer?.permissions.includes('ACCOUNT_SETTINGS') ?? false;
  return (
    <Stack gap={4}>
      <Heading as="h2" size="lg">
        Email preferences
      </Heading>
      <Text color="fg.muted">Choose which emails you get and how often.</Text>
      {data ? (
        <EmailPreferencesForm preferences={data.emailPreferences} canSave={canSave} />
      ) : error ? (
        <LoadError error={error} title="Your email preferences could not be loaded." onRetry={() => void refetch()} />
      ) : (
        <LoadingRows label="Loading email preferences" rows={2} />
      )}
    </Stack>
  );
}
