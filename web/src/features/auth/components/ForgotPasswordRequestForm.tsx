import { Button, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormField } from '../../../ui/FormField';

export interface ForgotPasswordRequestFormProps {
  submitting: boolean;
  onSubmit: (email: string) => void;
}

/** Step 1 of a password reset: the email to send a code to. */
export function ForgotPasswordRequestForm({ submitting, onSubmit }: ForgotPasswordRequestFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      setError('Email cannot be empty');
      return;
    }
    setError(null);
    onSubmit(trimmed);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={5}>
        <FormField label="Email" error={error}>
          <Input
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <Button type="submit" loading={submitting} w="full">
          Send code
        </Button>
      </Stack>
    </form>
  );
}
