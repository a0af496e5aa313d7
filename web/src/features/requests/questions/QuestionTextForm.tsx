import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { TextField } from '../../../ui/TextField';
import { characterCount } from '../../../ui/textLimit';
import type { UserError } from '../../../ui/useMutationForm';

export interface QuestionTextFormProps {
  /** The field's label, also the form's name. */
  label: string;
  name: string;
  maxLength: number;
  submitLabel: string;
  /** What to say when the field is left empty. */
  emptyMessage: string;
  helperText?: string;
  /** Answers the refusals (none: done, the field empties). */
  onSubmit: (text: string) => Promise<UserError[]>;
}

/** One text and a button (a question, an answer): a refusal shows at the field and the text stays. */
export function QuestionTextForm({
  label,
  name,
  maxLength,
  submitLabel,
  emptyMessage,
  helperText,
  onSubmit,
}: QuestionTextFormProps) {
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<UserError[]>([]);
  const [sending, setSending] = useState(false);

  async function submit() {
    const value = text.trim();
    if (!value) return setErrors([{ code: 'BAD_USER_INPUT', field: name, message: emptyMessage }]);
    if (characterCount(value) > maxLength) return;
    setSending(true);
    const refused = await onSubmit(value);
    setSending(false);
    setErrors(refused);
    if (refused.length === 0) setText('');
  }

  const fieldErrors = errors.filter((error) => error.field === name);
  return (
    <Stack
      as="form"
      gap={2}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ErrorAlerts messages={errors.filter((error) => error.field !== name).map((error) => error.message)} />
      <TextField
        label={label}
        name={name}
        multiline
        rows={3}
        value={text}
        onChange={setText}
        maxLength={maxLength}
        error={fieldErrors.map((error) => error.message).join(' ') || undefined}
        helperText={helperText}
      />
      <Button type="submit" size="sm" alignSelf="flex-end" loading={sending}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
