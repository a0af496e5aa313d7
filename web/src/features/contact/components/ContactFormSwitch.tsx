import { Alert, Stack, Switch, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { formatDateTime } from '../../../shared/format/dates';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormNotice } from '../../../ui/FormField';
import { SectionCard } from '../../../ui/SectionCard';
import { useMutationForm } from '../../../ui/useMutationForm';

export const ContactFormSwitchDocument = graphql(`
  query ContactFormSwitch {
    contactFormSwitch {
      open
      switchedOn
      offByConfiguration
      changedBy
      changedAt
    }
  }
`);

export const SetContactFormSwitchDocument = graphql(`
  mutation SetContactFormSwitch($enabled: Boolean!) {
    setContactFormSwitch(enabled: $enabled) {
      contactSwitch {
        open
        switchedOn
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export interface ContactFormSwitchProps {
  /** After the switch turned: the page reads the form's settings again (form or 181's message). */
  onChanged: () => void;
}

/** The admin group's switch of the form, above it on `/contact-us` (docs/contact.md). */
export function ContactFormSwitch({ onChanged }: ContactFormSwitchProps) {
  const { data, error, loading, refetch } = useQuery(ContactFormSwitchDocument, { fetchPolicy: 'network-only' });
  const form = useMutationForm(SetContactFormSwitchDocument, {
    payload: (answer) => answer.setContactFormSwitch,
    accept: (payload) => payload.contactSwitch !== null,
    // Who turned it and when come with the switch's own query.
    refetchQueries: [ContactFormSwitchDocument],
    awaitRefetchQueries: true,
  });
  const state = data?.contactFormSwitch;

  async function turn(enabled: boolean) {
    const outcome = await form.send({ enabled });
    if ('ok' in outcome) {
      form.setNotice(
        enabled
          ? 'The form is on: visitors can send messages.'
          : 'The form is off: visitors see the message below instead.',
      );
      onChanged();
    }
  }

  return (
    <SectionCard title="Contact form switch">
      {state ? (
        <Stack gap={3}>
          <Switch.Root
            checked={state.switchedOn}
            disabled={form.loading || state.offByConfiguration}
            onCheckedChange={(details) => void turn(details.checked)}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Accept messages from this form</Switch.Label>
          </Switch.Root>
          <Text fontSize="sm" color="fg.muted">
            {state.changedAt
              ? `Turned ${state.switchedOn ? 'on' : 'off'} by ${state.changedBy ?? 'an admin'} on ${formatDateTime(state.changedAt)}.`
              : 'Never turned: the form has been on since the platform started.'}{' '}
            Only the admin group sees this switch.
          </Text>
          {state.offByConfiguration ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Description>
                The operator has switched the form off in the server configuration (CONTACT_FORM_ENABLED=false): this
                switch cannot turn it on.
              </Alert.Description>
            </Alert.Root>
          ) : null}
          <ErrorAlerts messages={form.errors} />
          <FormNotice message={form.notice} />
        </Stack>
      ) : error && !loading ? (
        <LoadError error={error} onRetry={() => void refetch()} size="sm" />
      ) : (
        <LoadingRows label="Loading the switch" rows={1} shape="field" />
      )}
    </SectionCard>
  );
}
