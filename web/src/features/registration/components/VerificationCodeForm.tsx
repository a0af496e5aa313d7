import { Button, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormField } from '../../../ui/FormField';
import { readOneTimeCode } from '../../auth';

export interface VerificationCodeFormProps {
  submitting: boolean;
  /** Marks the field invalid when the server refused the code (its message is in the alert). */
  refused: boolean;
  onSubmit: (code: string) => void;
}

/** Step validateEmail: the 6-digit code from the email (spaces from copying are ignored). */
export function VerificationCodeForm({ submitting, refused, onSubmit }: VerificationCodeFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readOneTimeCode(value, 'Enter the 6-digit code from the email.');
    if ('error' in read) return setError(read.error);
    setError(null);
    onSubmit(read.code);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={5}>
        <FormField label="Verification code" error={error} invalid={refused}>
          <Input
            name="code"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={12}
          />
        </FormField>
        <Button type="submit" loading={submitting} w="full" size="lg">
          Verify
        </Button>
      </Stack>
    </form>
  );
}
