import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { FragmentType } from '../../../__generated__';
import { NewPasswordFields } from '../../auth';
import type { NewPasswordErrors, PasswordRuleListFragment } from '../../auth';
import { FormSection } from './FormSection';

export interface PasswordSectionProps {
  /** The provider that vouched for the email (its label), or null: the password is then required. */
  provider: string | null;
  /** With a provider: whether "Set a password too" is open (the password is then sent when typed). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  errors: NewPasswordErrors;
  rules: ReadonlyArray<FragmentType<typeof PasswordRuleListFragment>>;
}

/**
 * The password, typed twice. After a provider vouched for the email it is optional: the account
 * then signs in with the provider, and the fields wait behind a disclosure.
 */
export function PasswordSection({ provider, open, onOpenChange, ...fields }: PasswordSectionProps) {
  const panelId = useId();
  const passwordFields = (
    <NewPasswordFields passwordLabel="Password" confirmationLabel="Confirm password" {...fields} />
  );
  if (provider === null) return <FormSection title="Your password">{passwordFields}</FormSection>;
  return (
    <FormSection title="Your password">
      <Text>{`You sign in with ${provider}. A password is optional: it lets you sign in with your email too.`}</Text>
      <Box>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => onOpenChange(!open)}
        >
          Set a password too (optional)
        </Button>
      </Box>
      {open ? (
        <Stack id={panelId} gap={4}>
          {passwordFields}
        </Stack>
      ) : null}
    </FormSection>
  );
}
