import { Button, Field, Flex, Stack, Text } from '@chakra-ui/react';
import type { ButtonProps, TextProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
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

export interface FormNoticeProps extends Omit<TextProps, 'role' | 'children'> {
  /** What the last send did ('Your profile has been saved.'), or '' before and while editing. */
  message: string;
  /** For moving the focus to the outcome (when the control that was used goes away). */
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * A form's outcome, read out by screen readers (role="status"). The element stays while empty, so
 * the live region exists before its text arrives.
 */
export function FormNotice({ message, color = 'green.fg', ...props }: FormNoticeProps) {
  return (
    <Text role="status" color={color} fontWeight="medium" {...props}>
      {message}
    </Text>
  );
}

export interface SubmitRowProps {
  /** The submit button's text ('Save changes'). */
  label: string;
  loading: boolean;
  /** Shown beside the button once sent ('' otherwise). */
  notice: string;
  variant?: ButtonProps['variant'];
  noticeColor?: FormNoticeProps['color'];
}

/** A form's submit button with its outcome beside it (below it on phones). */
export function SubmitRow({ label, loading, notice, variant, noticeColor }: SubmitRowProps) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap={4} align={{ base: 'stretch', sm: 'center' }}>
      <Button type="submit" variant={variant} loading={loading}>
        {label}
      </Button>
      <FormNotice message={notice} color={noticeColor} />
    </Stack>
  );
}
