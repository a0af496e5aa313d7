import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FIELD_LIMITS } from '../__generated__/fieldLimits';
import { FormField } from './FormField';
import { readOneTimeCode } from './oneTimeCode';

export interface OneTimeCodeFormProps {
  /** 'Verification code', 'Authentication code'. */
  label: string;
  /** What a code that is not 6 digits gets, naming where the code comes from. */
  wrongShapeHint: string;
  submitting: boolean;
  /** Marks the field invalid when the server refused the code (its message is shown elsewhere). */
  refused?: boolean;
  onSubmit: (code: string) => void;
  /** With a cancel button (a step inside a page); without, one full-width Verify (a page of its own). */
  onCancel?: () => void;
}

/** A 6-digit one-time code (emailed or from an authenticator app); spaces from copying are ignored. */
export function OneTimeCodeForm({
  label,
  wrongShapeHint,
  submitting,
  refused,
  onSubmit,
  onCancel,
}: OneTimeCodeFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readOneTimeCode(value, wrongShapeHint);
    if ('error' in read) return setError(read.error);
    setError(null);
    onSubmit(read.code);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={onCancel ? 4 : 5} maxW={onCancel ? 'sm' : undefined}>
        <FormField label={label} error={error} invalid={refused}>
          <Input
            name="code"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={FIELD_LIMITS.VerifyBody.code}
          />
        </FormField>
        {onCancel ? (
          <HStack gap={3}>
            <Button type="submit" loading={submitting}>
              Verify
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </HStack>
        ) : (
          <Button type="submit" loading={submitting} w="full" size="lg">
            Verify
          </Button>
        )}
      </Stack>
    </form>
  );
}
