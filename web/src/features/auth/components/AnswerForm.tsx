import { Button, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormField } from '../../../ui/FormField';

export interface AnswerFormProps {
  label: string;
  submitLabel: string;
  /** `code`: a numeric one-time code (spaces are ignored); `text`: a free answer. */
  kind: 'code' | 'text';
  submitting: boolean;
  onAnswer: (answer: string) => void;
}

/** One field and a submit button: the shape of most sign-in challenges. */
export function AnswerForm({ label, submitLabel, kind, submitting, onAnswer }: AnswerFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = kind === 'code' ? value.replace(/\s+/g, '') : value.trim();
    if (!answer) {
      setError('Challenge response cannot be empty');
      return;
    }
    setError(null);
    onAnswer(answer);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={5}>
        <FormField label={label} error={error}>
          <Input
            name={kind === 'code' ? 'code' : 'answer'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete={kind === 'code' ? 'one-time-code' : 'off'}
            inputMode={kind === 'code' ? 'numeric' : 'text'}
          />
        </FormField>
        <Button type="submit" loading={submitting} w="full">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
