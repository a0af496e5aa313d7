import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { SubmitRow } from '../../../ui/FormField';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useMutationForm } from '../../../ui/useMutationForm';
import { CONTACT_LIMITS, validateContact } from '../contactValidation';
import type { ContactField, ContactValues } from '../contactValidation';
import { SpamTrapField } from './SpamTrapField';

export const SendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      sent
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export interface ContactFormProps {
  topics: ReadonlyArray<{ value: string; label: string }>;
  /** The settings' token, dating when the form was shown (the api's spam trap). */
  formToken: string;
  /** The api traps a message sent sooner after the token than this: the form waits out the rest. */
  minFillMs: number;
  /** The signed-in user's name and email, prefilled (read once: the page waits for the session). */
  initial?: Partial<ContactValues>;
  /** After a message was received: the page thanks the sender. */
  onSent: (email: string) => void;
  /** The form was switched off while it was open (code 181): the page shows the refusal instead of the form. */
  onSwitchedOff: (message: string) => void;
}

/** Spec §8's 181 as the bff names it. */
const CONTACT_FORM_DISABLED = 'CONTACT_FORM_DISABLED';
const SHOWN_FIELDS: readonly ContactField[] = ['name', 'email', 'company', 'topic', 'message'];

/** Name, email, company, topic and message, with a field no person sees (the honeypot). */
export function ContactForm({ topics, formToken, minFillMs, initial, onSent, onSwitchedOff }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>(() => ({
    name: '',
    email: '',
    company: '',
    topic: '',
    message: '',
    ...initial,
  }));
  const [website, setWebsite] = useState('');
  // When the form was shown (after its token was issued), and whether a send waits for the minimum:
  // someone quick (autofill, a pasted text) is never taken for a bot.
  const shownAt = useRef(0);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const form = useMutationForm(SendContactMessageDocument, {
    payload: (data) => data.sendContactMessage,
    accept: (payload) => payload.sent,
    fields: SHOWN_FIELDS,
  });

  const change = (patch: Partial<ContactValues>) => setValues((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.clear();
    const invalid = validateContact(values);
    if (Object.keys(invalid).length > 0) return form.setFieldErrors(invalid);
    const company = values.company.trim();
    const early = minFillMs - (Date.now() - shownAt.current);
    if (early > 0) {
      setWaiting(true);
      await new Promise((resolve) => setTimeout(resolve, early + 250));
      setWaiting(false);
    }
    const outcome = await form.send({
      input: {
        name: values.name.trim(),
        email: values.email.trim(),
        ...(company ? { company } : {}),
        topic: values.topic,
        message: values.message.trim(),
        ...(website ? { website } : {}),
        formToken,
      },
    });
    if ('ok' in outcome) onSent(values.email.trim());
    else {
      const off = outcome.errors.find((error) => error.code === CONTACT_FORM_DISABLED);
      if (off) onSwitchedOff(off.message);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Contact us">
      <Stack gap={5}>
        <ErrorAlerts messages={form.errors} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <TextField
            label="Your name"
            name="name"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            value={values.name}
            error={form.fieldErrors.name}
            onChange={(name) => change({ name })}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            value={values.email}
            error={form.fieldErrors.email}
            onChange={(email) => change({ email })}
          />
          <TextField
            label="Company (optional)"
            name="company"
            autoComplete="organization"
            maxLength={CONTACT_LIMITS.company}
            value={values.company}
            error={form.fieldErrors.company}
            onChange={(company) => change({ company })}
          />
          <SelectField
            label="Topic"
            name="topic"
            placeholder="Choose a topic"
            value={values.topic}
            options={topics.map(({ value, label }) => ({ value, label }))}
            error={form.fieldErrors.topic}
            onChange={(topic) => change({ topic })}
          />
        </SimpleGrid>
        <TextField
          label="Message"
          name="message"
          multiline
          rows={7}
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          error={form.fieldErrors.message}
          helperText="At least 10 characters. Please leave out passwords and payment card numbers."
          onChange={(message) => change({ message })}
        />
        <SpamTrapField value={website} onChange={setWebsite} />
        <Box>
          <SubmitRow label="Send message" loading={form.loading || waiting} notice={form.notice} />
        </Box>
        <Text fontSize="sm" color="fg.muted">
          We use what you send only to answer you. You will get a confirmation by email.
        </Text>
      </Stack>
    </form>
  );
}
