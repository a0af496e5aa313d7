import { Input, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import type { FocusEvent, ReactNode } from 'react';
import { useEffect, useId, useState } from 'react';
import { FormField } from './FormField';
import { characterCount, nearLimit, tooLongMessage } from './textLimit';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * The most characters the api takes for this field: its `maxLength`, read from
   * `__generated__/fieldLimits.ts`. The counter shows from 80% of it; past it the field is invalid.
   */
  maxLength: number;
  /** The validation message (empty, malformed, or the server's, links allowed); marks the field invalid. */
  error?: ReactNode;
  /** Marks the field invalid when its message is shown elsewhere (e.g. in the page's alert). */
  invalid?: boolean;
  helperText?: ReactNode;
  /** A textarea of `rows` lines instead of a one-line input. */
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'email' | 'url' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'url' | 'tel' | 'numeric';
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

// How long typing must pause before the live region says how many characters are left: one
// announcement per pause, not one per keystroke.
const ANNOUNCE_AFTER_MS = 700;

/**
 * A labelled text input or textarea that shows its limit near it: "142 / 150" beside the label
 * from 80% of the limit (the label's row is always there, so nothing moves when it appears), red
 * past it with the message under the field. Typed text is never cut: the browser's `maxlength`
 * would drop pasted characters silently, so the field says what is too long instead, and the api
 * refuses it too. The counter describes the field (aria-describedby); a polite live region says
 * what is left once typing pauses near the limit.
 */
export function TextField({
  label,
  name,
  value,
  onChange,
  maxLength,
  error,
  invalid = false,
  helperText,
  multiline = false,
  rows = 4,
  type = 'text',
  autoComplete,
  inputMode,
  onBlur,
}: TextFieldProps) {
  const id = useId();
  const ids = {
    control: `${id}-control`,
    helperText: `${id}-helper`,
    errorText: `${id}-error`,
    counter: `${id}-counter`,
  };
  const count = characterCount(value);
  const near = nearLimit(value, maxLength);
  const over = count > maxLength;
  const message = error || (over ? tooLongMessage(label, maxLength) : null);
  const announcement = useAnnouncement(near ? remaining(count, maxLength) : '');
  const describedBy =
    [message ? ids.errorText : helperText ? ids.helperText : null, near ? ids.counter : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const control = {
    name,
    value,
    autoComplete,
    inputMode,
    onBlur,
    'aria-describedby': describedBy,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };

  const counter = near ? (
    <Text
      id={ids.counter}
      fontSize="xs"
      fontVariantNumeric="tabular-nums"
      whiteSpace="nowrap"
      color={over ? 'fg.error' : 'fg.muted'}
      fontWeight={over ? 'semibold' : undefined}
    >
      <span aria-hidden="true">{`${count.toLocaleString('en-US')} / ${maxLength.toLocaleString('en-US')}`}</span>
      <VisuallyHidden>{`${count} of ${maxLength} characters`}</VisuallyHidden>
    </Text>
  ) : null;

  return (
    // The label's row is always there: the counter appears in it without moving anything.
    <FormField
      label={label}
      ids={ids}
      invalid={invalid}
      error={message}
      helperText={helperText}
      labelAside={counter ?? ' '}
    >
      {multiline ? <Textarea {...control} rows={rows} /> : <Input {...control} type={type} />}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </FormField>
  );
}

function remaining(count: number, max: number): string {
  if (count > max) return `${count - max} ${count - max === 1 ? 'character' : 'characters'} over the limit`;
  return `${max - count} ${max - count === 1 ? 'character' : 'characters'} left`;
}

/** `text` once it has stayed the same for a moment ('' at once). */
function useAnnouncement(text: string): string {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(() => setSaid(text), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return text ? said : '';
}
