import { Field, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: string;
  /** The validation message; marks the field invalid (aria-invalid) when set. */
  error?: ReactNode;
  /** Marks the field invalid when its message is shown elsewhere (e.g. in the page's alert). */
  invalid?: boolean;
  helperText?: ReactNode;
  /** Shown at the end of the label's row (e.g. TextField's character counter): the row is always there, so it moves nothing. */
  labelAside?: ReactNode;
  /** The ids of the field's parts, for a control that names them itself (aria-describedby). */
  ids?: { control?: string; helperText?: string; errorText?: string };
  /** The input: Chakra's Field wires its id, label and aria-describedby automatically. */
  children: ReactNode;
}

/** A labelled form field with helper and error text. */
export function FormField({ label, error, invalid = false, helperText, labelAside, ids, children }: FormFieldProps) {
  const labelElement = <Field.Label>{label}</Field.Label>;
  return (
    <Field.Root ids={ids} invalid={invalid || Boolean(error)}>
      {labelAside ? (
        <Flex w="full" justify="space-between" align="baseline" gap={3}>
          {labelElement}
          {labelAside}
        </Flex>
      ) : (
        labelElement
      )}
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
