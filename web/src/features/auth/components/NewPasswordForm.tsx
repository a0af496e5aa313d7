import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormField } from '../../../ui/FormField';
import { PasswordInput } from '../../../ui/PasswordInput';

export interface NewPasswordFormProps {
  submitting: boolean;
  onAnswer: (newPassword: string) => void;
}

interface FieldErrors {
  password?: string;
  confirmation?: string;
}

/** NEW_PASSWORD_REQUIRED: choose a password, typed twice. */
export function NewPasswordForm({ submitting, onAnswer }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: FieldErrors = {};
    if (!password) next.password = 'Password cannot be empty';
    else if (password !== confirmation) next.confirmation = 'Passwords do not match.';
    setErrors(next);
    if (next.password || next.confirmation) return;
    onAnswer(password);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={5}>
        <FormField label="New password" error={errors.password}>
          <PasswordInput
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmation}>
          <PasswordInput
            name="confirm-new-password"
            autoComplete="new-password"
            revealLabel="password confirmation"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </FormField>
        <Button type="submit" loading={submitting} w="full">
          Set password
        </Button>
      </Stack>
    </form>
  );
}
