import { Button, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormField } from '../../../ui/FormField';
import { PasswordInput } from '../../../ui/PasswordInput';

export interface ResetPasswordValues {
  code: string;
  newPassword: string;
}

export interface ResetPasswordFormProps {
  submitting: boolean;
  onSubmit: (values: ResetPasswordValues) => void;
}

interface FieldErrors {
  code?: string;
  newPassword?: string;
}

/** Step 2 of a password reset: the emailed code and the new password. */
export function ResetPasswordForm({ submitting, onSubmit }: ResetPasswordFormProps) {
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedCode = code.replace(/\s+/g, '');
    const next: FieldErrors = {};
    if (!trimmedCode) next.code = 'Confirmation code cannot be empty';
    if (!newPassword) next.newPassword = 'Password cannot be empty';
    setErrors(next);
    if (next.code || next.newPassword) return;
    onSubmit({ code: trimmedCode, newPassword });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={5}>
        <FormField label="Verification code" error={errors.code}>
          <Input
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
        </FormField>
        <FormField label="New password" error={errors.newPassword}>
          <PasswordInput
            name="new-password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
        </FormField>
        <Button type="submit" loading={submitting} w="full">
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
