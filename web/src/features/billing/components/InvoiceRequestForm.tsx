import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { SubmitRow } from '../../../ui/FormField';
import { overLimit } from '../../../ui/textLimit';
import { TextField } from '../../../ui/TextField';
import { useMutationForm } from '../../../ui/useMutationForm';

export const InvoiceRequestFormDocument = graphql(`
  mutation InvoiceRequestForm($text: String!) {
    requestInvoice(text: $text) {
      requested
      errors {
        ...UserErrorFields
      }
    }
  }
`);

// The api's limit (its OpenAPI document's maxLength, generated).
const MAX_LENGTH = FIELD_LIMITS.InvoiceBody.text;

/** Ask the billing team for an invoice (spec §7: POST /subscriptions/invoice with a text). */
export function InvoiceRequestForm() {
  const form = useMutationForm(InvoiceRequestFormDocument, {
    payload: (data) => data.requestInvoice,
    accept: (payload) => payload.requested,
    done: 'Your request was sent to our billing team.',
  });
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = text.trim();
    const invalid = message ? overLimit(message, MAX_LENGTH, 'Message') : 'Message cannot be empty';
    setFieldError(invalid);
    if (invalid) return form.clear();
    if ('ok' in (await form.send({ text: message }))) setText('');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={4}>
        <Text color="fg.muted">
          Prefer to pay by bank transfer, or need an invoice for your records? Tell our billing team what you need.
        </Text>
        <ErrorAlerts messages={form.errors} />
        <TextField
          label="Message"
          name="invoiceText"
          multiline
          maxLength={MAX_LENGTH}
          value={text}
          error={fieldError}
          helperText="For example: the billing address and purchase order number to show on the invoice."
          onChange={setText}
        />
        <SubmitRow
          label="Request an invoice"
          variant="outline"
          loading={form.loading}
          notice={form.notice}
          noticeColor="fg.success"
        />
      </Stack>
    </form>
  );
}
