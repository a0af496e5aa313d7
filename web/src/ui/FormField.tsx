import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: string;
  /** The validation message; marks the field invalid (aria-invalid) when set. */
  error?: string | null | undefined;
  /** Marks the field invalid when its message is shown elsewhere (e.g. in the page's alert). */
  invalid?: boolean;
  helperText?: ReactNode;
  /** The input: Chakra's Field wires its id, label and aria-describedby automatically. */
  children: ReactNode;
}

/** A labelled form field with helper and error text. */
export function FormField({ label, error, invalid = false, helperText, children }: FormFieldProps) {
  return (
    <Field.Root invalid={invalid || Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
