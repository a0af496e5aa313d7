import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../../shared/errorMessages';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { overLimit } from '../../../ui/textLimit';
import { TextField } from '../../../ui/TextField';

export const InvoiceRequestFormDocument = graphql(`
  mutation InvoiceRequestForm($text: String!) {
    requestInvoice(text: $text) {
      requested
      errors {
        code
        field
        message
      }
    }
  }
`);

// The api's limit (its OpenAPI document's maxLength, generated).
const MAX_LENGTH = FIELD_LIMITS.InvoiceBody.text;

/** Ask the billing team for an invoice (spec §7: POST /subscriptions/invoice with a text). */
export function InvoiceRequestForm() {
  const [request, requesting] = useMutation(InvoiceRequestFormDocument);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors([]);
    setSent(false);
    const message = text.trim();
    if (!message) return setFieldError('Message cannot be empty');
    const tooLong = overLimit(message, MAX_LENGTH, 'Message');
    if (tooLong) return setFieldError(tooLong);
    setFieldError(null);
    try {
      const { data } = await request({ variables: { text: message } });
      const payload = data?.requestInvoice;
      if (payload?.requested) {
        setText('');
        setSent(true);
      } else {
        setErrors(
          payload && payload.errors.length > 0 ? payload.errors.map((item) => item.message) : [GENERIC_ERROR_MESSAGE],
        );
      }
    } catch (caught) {
      setErrors(errorMessages(caught));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={4}>
        <Text color="fg.muted">
          Prefer to pay by bank transfer, or need an invoice for your records? Tell our billing team what you need.
        </Text>
        {errors.map((message) => (
          <ErrorAlert key={message} message={message} />
        ))}
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
        <Stack direction={{ base: 'column', sm: 'row' }} gap={4} align={{ base: 'stretch', sm: 'center' }}>
          <Button type="submit" variant="outline" loading={requesting.loading}>
            Request an invoice
          </Button>
          <Text role="status" color="fg.success" fontWeight="medium">
            {sent ? 'Your request was sent to our billing team.' : ''}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
