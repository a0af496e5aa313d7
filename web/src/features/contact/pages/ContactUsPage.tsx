import { Alert, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { useSession } from '../../../shared/session/useViewer';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { ContactForm } from '../components/ContactForm';
import { ContactFormClosed } from '../components/ContactFormClosed';
import { ContactFormSwitch } from '../components/ContactFormSwitch';

export const ContactFormQueryDocument = graphql(`
  query ContactFormSettings {
    contactForm {
      enabled
      disabledMessage
      formToken
      minFillMs
      topics {
        value
        label
      }
    }
  }
`);

/** `/contact-us`: a message to the team, or spec §8's 181 message while the form is switched off. */
export function ContactUsPage() {
  // The form is shown once the session is known, so a signed-in user's name and email are prefilled.
  const { status, viewer } = useSession();
  const user = viewer?.user;
  // Each visit reads a fresh token: it dates when the form was shown.
  const { data, error, loading, refetch } = useQuery(ContactFormQueryDocument, { fetchPolicy: 'network-only' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  // 181's message when a send found the form switched off while the page was open.
  const [refusedOff, setRefusedOff] = useState<string | null>(null);
  const settings = data?.contactForm;
  const switched = () => {
    setRefusedOff(null);
    void refetch();
  };
  return (
    <PageContainer>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: 6, lg: 12 }}>
        <Stack gap={3}>
          <Heading as="h1" size="2xl">
            Contact us
          </Heading>
          <Text color="fg.muted">
            Questions about Trialbridge, your plan or your data? Write to us and our team will answer within two working
            days.
          </Text>
          <Text color="fg.muted">
            Many answers are already in the <AppLink to="/faq">frequently asked questions</AppLink>.
          </Text>
        </Stack>
        <Stack gridColumn={{ lg: 'span 2' }} gap={4}>
          {viewer?.isAdmin ? <ContactFormSwitch onChanged={switched} /> : null}
          {sentTo !== null ? (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Thank you, your message has been sent.</Alert.Title>
                <Alert.Description>
                  We will answer at {sentTo}. A confirmation is on its way to that address.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : refusedOff !== null ? (
            <ContactFormClosed message={refusedOff} focus />
          ) : settings && status !== 'loading' ? (
            settings.enabled ? (
              <ContactForm
                key={user?.email ?? 'visitor'}
                topics={settings.topics}
                formToken={settings.formToken}
                minFillMs={settings.minFillMs}
                initial={user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email } : undefined}
                onSent={setSentTo}
                onSwitchedOff={setRefusedOff}
              />
            ) : (
              <ContactFormClosed message={settings.disabledMessage ?? ''} />
            )
          ) : error && !loading ? (
            <LoadError error={error} onRetry={() => void refetch()} />
          ) : (
            <LoadingRows label="Loading the form" rows={3} shape="card" />
          )}
        </Stack>
      </SimpleGrid>
    </PageContainer>
  );
}
