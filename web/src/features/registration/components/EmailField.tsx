import { Field, Input, Text } from '@chakra-ui/react';
import { LOGIN_PATH } from '../../../shared/paths';
import { AppLink } from '../../../ui/AppLink';

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
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** 'Business email', with the blur check's findings inline (a sign-in link when it is taken). */
export function EmailField({ value, error, problem, invalid: refused, onChange, onBlur }: EmailFieldProps) {
  const invalid = refused || Boolean(error) || problem !== null;
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>Business email</Field.Label>
      <Input
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {!error && problem === 'taken' ? (
        <Field.ErrorText>
          <Text as="span">{EMAIL_TAKEN_MESSAGE}</Text> <AppLink to={LOGIN_PATH}>Sign in</AppLink>
        </Field.ErrorText>
      ) : null}
      {!error && problem === 'not-business' ? <Field.ErrorText>{NOT_BUSINESS_EMAIL_MESSAGE}</Field.ErrorText> : null}
    </Field.Root>
  );
}
