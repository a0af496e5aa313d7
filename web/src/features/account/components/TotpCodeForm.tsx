import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormField } from '../../../ui/FormField';
import { readOneTimeCode } from '../../auth';

export interface TotpCodeFormProps {
  submitting: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** The code the newly added authenticator app shows, proving it was set up right. */
export function TotpCodeForm({ submitting, onSubmit, onCancel }: TotpCodeFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readOneTimeCode(value, 'Enter the 6-digit code from your authenticator app.');
    if ('error' in read) return setError(read.error);
    setError(null);
    onSubmit(read.code);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4} maxW="sm">
        <FormField label="Authentication code" error={error}>
          <Input
            name="code"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={12}
          />
        </FormField>
        <HStack gap={3}>
          <Button type="submit" loading={submitting}>
            Verify
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
