import { Button, Checkbox, Flex, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
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
}

/**
 * Email, password and remember-me. Checks the spec's rules before calling the service, one at a
 * time and with the sign-in service's own wording (spec §5, §8), so an empty form reads exactly as
 * the service would answer it.
 */
export function LoginForm({ submitting, onSubmit, onInvalid, initialEmail, onRememberMeChange }: LoginFormProps) {
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedEmail = email.trim();
    const invalid = !trimmedEmail ? 'email' : !password ? 'password' : null;
    setInvalidField(invalid);
    if (invalid === 'email') return onInvalid('Username cannot be empty');
    if (invalid === 'password') return onInvalid('Password cannot be empty');
    // Read from the input itself: Chakra's checkbox reports changes asynchronously, and a click
    // immediately followed by Enter must still count.
    const rememberMe = event.currentTarget.elements.namedItem('rememberMe');
    onSubmit({
      email: trimmedEmail,
      password,
      rememberMe: rememberMe instanceof HTMLInputElement && rememberMe.checked,
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={5}>
        <FormField label="Email" invalid={invalidField === 'email'}>
          <Input
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <FormField label="Password" invalid={invalidField === 'password'}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
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
        <Button type="submit" loading={submitting} w="full" size="lg">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
