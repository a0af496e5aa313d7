import { Checkbox, Fieldset, RadioGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import type { MessageEmailFrequency } from '../../../__generated__/graphql';
import { ErrorAlert, ErrorAlerts } from '../../../ui/ErrorAlert';
import { SubmitRow } from '../../../ui/FormField';
import { useMutationForm } from '../../../ui/useMutationForm';

export const EmailPreferencesFormSaveDocument = graphql(`
  mutation EmailPreferencesFormSave($input: UpdateEmailPreferencesInput!) {
    updateEmailPreferences(input: $input) {
      emailPreferences {
        messages
        notifications
        matches
        watchedCompanies
        unsubscribedAt
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const FREQUENCIES: readonly { value: MessageEmailFrequency; label: string }[] = [
  { value: 'DIGEST_15_MIN', label: 'One email listing the messages still unread 15 minutes after they arrive' },
  { value: 'DAILY', label: 'At most one such email a day' },
  { value: 'OFF', label: 'Never email me about messages' },
];

const isFrequency = (value: string | null): value is MessageEmailFrequency =>
  FREQUENCIES.some((option) => option.value === value);

export interface EmailPreferencesValues {
  messages: MessageEmailFrequency;
  notifications: boolean;
  matches: boolean;
  watchedCompanies: boolean;
  unsubscribedAt?: unknown;
}

export interface EmailPreferencesFormProps {
  preferences: EmailPreferencesValues;
  /** False while an admin acts as the user: their consent is theirs to give (the api refuses too). */
  canSave: boolean;
}

/** Which emails the viewer gets and how often; saving lifts an unsubscribe made from a mail. */
export function EmailPreferencesForm({ preferences, canSave }: EmailPreferencesFormProps) {
  const [values, setValues] = useState({
    messages: preferences.messages,
    notifications: preferences.notifications,
    matches: preferences.matches,
    watchedCompanies: preferences.watchedCompanies,
  });
  const form = useMutationForm(EmailPreferencesFormSaveDocument, {
    payload: (data) => data.updateEmailPreferences,
    accept: (payload) => Boolean(payload.emailPreferences),
    done: 'Your email preferences have been saved.',
  });
  const unsubscribed = Boolean(preferences.unsubscribedAt);

  const change = (patch: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...patch }));
    form.setNotice('');
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.send({ input: values });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6} maxW="2xl">
        {unsubscribed ? (
          <ErrorAlert
            status="info"
            message="You unsubscribed from all emails from a link in a mail. Saving these preferences turns the chosen emails back on."
          />
        ) : null}
        <ErrorAlerts messages={form.errors} />
        <RadioGroup.Root
          value={values.messages}
          disabled={!canSave}
          onValueChange={(details) => {
            if (isFrequency(details.value)) change({ messages: details.value });
          }}
        >
          <RadioGroup.Label mb={3}>Message digests: how often we email you about unread messages</RadioGroup.Label>
          <Stack gap={3}>
            {FREQUENCIES.map((option) => (
              <RadioGroup.Item key={option.value} value={option.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        <Fieldset.Root disabled={!canSave}>
          <Fieldset.Legend>Other notifications by email</Fieldset.Legend>
          <Stack gap={3} mt={2}>
            <Checkbox.Root
              checked={values.notifications}
              onCheckedChange={(details) => change({ notifications: details.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                Requests to join your company and other alerts still unread 15 minutes after they arrive, in the same
                email as the message digest (or alone when there are no unread messages)
              </Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </Fieldset.Root>
        <Fieldset.Root disabled={!canSave}>
          <Fieldset.Legend>Matchmaking</Fieldset.Legend>
          <Switch.Root
            mt={2}
            checked={values.matches}
            disabled={!canSave}
            onCheckedChange={(details) => change({ matches: details.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Matching requests and capability alerts</Switch.Label>
          </Switch.Root>
          <Fieldset.HelperText>
            Tell me when a request matches my company or a capability alert matches my interests, in the notifications
            (and by email with the other notifications when those are on).
          </Fieldset.HelperText>
        </Fieldset.Root>
        <Fieldset.Root disabled={!canSave}>
          <Fieldset.Legend>Watched companies</Fieldset.Legend>
          <Switch.Root
            mt={2}
            checked={values.watchedCompanies}
            disabled={!canSave}
            onCheckedChange={(details) => change({ watchedCompanies: details.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Changes to companies in my watchlists</Switch.Label>
          </Switch.Root>
          <Fieldset.HelperText>
            Tell me when a company in my watchlists updates its profile, publishes a request or a capability alert, or
            adds to what it is looking for, in the notifications (and by email with the other notifications when those
            are on).
          </Fieldset.HelperText>
        </Fieldset.Root>
        {canSave ? (
          <SubmitRow label="Save email preferences" loading={form.loading} notice={form.notice} />
        ) : (
          <Text color="fg.muted">Only the user can change their email preferences, not while acting as them.</Text>
        )}
      </Stack>
    </form>
  );
}
