import { Button, Checkbox, Flex, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { AppLink } from '../../../ui/AppLink';
import { FormField } from '../../../ui/FormField';
import { PasswordInput } from '../../../ui/PasswordInput';
import { FORGOT_PASSWORD_PATH } from '../authUrls';

export interface LoginFormValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface LoginFormProps {
  submitting: boolean;
  onSubmit: (values: LoginFormValues) => void;
  /** A field failed the spec's "cannot be empty" rules; the page shows it like the service's errors. */
  onInvalid: (message: string) => void;
  /** An email to start from (the account a social sign-in found); replaces what was typed when it arrives. */
  initialEmail?: string | null;
  /** "Remember me" changed: the social sign-in links carry it too. */
  onRememberMeChange?: (checked: boolean) => void;
  /** The email was edited, or the field lost focus (company single sign-on asks then, not per keystroke). */
  onEmailChange?: (email: string) => void;
  onEmailBlur?: (email: string) => void;
  /** Asked before a submit with the email; false keeps the password from being sent. */
  beforeSubmit?: (email: string) => Promise<boolean>;
  /** Shown under the email (the company's own sign-in, when the email has one). */
  emailNote?: ReactNode;
  /** The email signs in only through its company's provider: no password field, no Sign in. */
  passwordHidden?: boolean;
}

/**
 * Email, password and remember-me. Checks the spec's rules before calling the service, one at a
 * time and with the sign-in service's own wording (spec §5, §8), so an empty form reads exactly as
 * the service would answer it.
 */
export function LoginForm(props: LoginFormProps) {
  const { submitting, onSubmit, onInvalid, initialEmail, onRememberMeChange } = props;
  const { onEmailChange, onEmailBlur, beforeSubmit, emailNote, passwordHidden = false } = props;
  const [email, setEmail] = useState(initialEmail ?? '');
  // The social sign-in's outcome loads after the first render: take its email when it arrives,
  // and drop it again when the user says it is not theirs (unless they have typed another).
  const [seenInitialEmail, setSeenInitialEmail] = useState(initialEmail);
  if (initialEmail !== seenInitialEmail) {
    setSeenInitialEmail(initialEmail);
    if (initialEmail || email === seenInitialEmail) setEmail(initialEmail ?? '');
  }
  const [password, setPassword] = useState('');
  const [invalidField, setInvalidField] = useState<'email' | 'password' | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the input itself, before anything is awaited: Chakra's checkbox reports changes
    // asynchronously, and a click immediately followed by Enter must still count.
    const rememberMeInput = event.currentTarget.elements.namedItem('rememberMe');
    const rememberMe = rememberMeInput instanceof HTMLInputElement && rememberMeInput.checked;
    const trimmedEmail = email.trim();
    if (!trimmedEmail) {
      setInvalidField('email');
      return onInvalid('Username cannot be empty');
    }
    // An email its company signs in itself may not take a password at all: ask before the password rules.
    if (beforeSubmit && !(await beforeSubmit(trimmedEmail))) return setInvalidField(null);
    setInvalidField(password ? null : 'password');
    if (!password) return onInvalid('Password cannot be empty');
    onSubmit({ email: trimmedEmail, password, rememberMe });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={5}>
        <FormField label="Email" invalid={invalidField === 'email'}>
          <Input
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              onEmailChange?.(event.target.value);
            }}
            onBlur={(event) => onEmailBlur?.(event.target.value)}
          />
        </FormField>
        {emailNote}
        {passwordHidden ? null : (
          <FormField label="Password" invalid={invalidField === 'password'}>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
        )}
        <Flex justify="space-between" align="center" gap={3} wrap="wrap">
          <Checkbox.Root
            defaultChecked={false}
            onCheckedChange={(details) => onRememberMeChange?.(details.checked === true)}
          >
            <Checkbox.HiddenInput name="rememberMe" />
            <Checkbox.Control />
            <Checkbox.Label>Remember me</Checkbox.Label>
          </Checkbox.Root>
          <AppLink to={FORGOT_PASSWORD_PATH} fontSize="sm">
            Forgot password?
          </AppLink>
        </Flex>
        {passwordHidden ? null : (
          <Button type="submit" loading={submitting} w="full" size="lg">
            Sign in
          </Button>
        )}
      </Stack>
    </form>
  );
}
