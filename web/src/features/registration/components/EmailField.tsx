import { Input, Text } from '@chakra-ui/react';
import { LOGIN_PATH } from '../../../shared/paths';
import { AppLink } from '../../../ui/AppLink';
import { FormField } from '../../../ui/FormField';
import { TextField } from '../../../ui/TextField';
import { SIGNUP_LIMITS } from '../joinRequestValidation';

/** What the blur check found wrong with the email, if anything. */
export type EmailProblem = 'taken' | 'not-business' | null;

export const EMAIL_TAKEN_MESSAGE = 'User with such email exists.';
export const NOT_BUSINESS_EMAIL_MESSAGE = 'Please use your business email address.';

export interface EmailFieldProps {
  value: string;
  /** A validation message (empty, malformed) or a server message. */
  error: string | undefined;
  problem: EmailProblem;
  /** The server refused it (its message is shown elsewhere). */
  invalid: boolean;
  /** The address an invitation was sent to: read-only (the invitation is for it alone). */
  locked?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** 'Business email', with the blur check's findings inline (a sign-in link when it is taken). */
export function EmailField({ value, error, problem, invalid, locked = false, onChange, onBlur }: EmailFieldProps) {
  if (locked)
    return (
      <FormField label="Business email" helperText="Your invitation is for this address." error={error}>
        <Input name="email" type="email" value={value} readOnly />
      </FormField>
    );
  const finding =
    problem === 'taken' ? (
      <>
        <Text as="span">{EMAIL_TAKEN_MESSAGE}</Text> <AppLink to={LOGIN_PATH}>Sign in</AppLink>
      </>
    ) : problem === 'not-business' ? (
      NOT_BUSINESS_EMAIL_MESSAGE
    ) : null;
  return (
    <TextField
      label="Business email"
      name="email"
      type="email"
      autoComplete="email"
      maxLength={SIGNUP_LIMITS.email}
      value={value}
      error={error || finding}
      invalid={invalid}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}
