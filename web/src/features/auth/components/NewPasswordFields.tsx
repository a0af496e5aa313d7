import { Stack } from '@chakra-ui/react';
import type { FragmentType } from '../../../__generated__';
import { FormField } from '../../../ui/FormField';
import { PasswordInput } from '../../../ui/PasswordInput';
import type { NewPasswordErrors } from '../passwordRules';
import { PasswordRuleList } from './PasswordRuleList';
import type { PasswordRuleListFragment } from './PasswordRuleList';

export interface NewPasswordFieldsProps {
  /** e.g. 'Password' / 'Confirm password', or 'New password' / 'Confirm new password'. */
  passwordLabel: string;
  confirmationLabel: string;
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  errors: NewPasswordErrors;
  rules: ReadonlyArray<FragmentType<typeof PasswordRuleListFragment>>;
}

/** A new password typed twice, with the policy's rules ticked live under the first field. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { passwordLabel, confirmationLabel, password, confirmation, errors, rules } = props;
  return (
    <Stack gap={4}>
      <Stack gap={2}>
        <FormField label={passwordLabel} error={errors.password}>
          <PasswordInput
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => props.onPasswordChange(event.target.value)}
          />
        </FormField>
        <PasswordRuleList rules={rules} password={password} />
      </Stack>
      <FormField label={confirmationLabel} error={errors.confirmation}>
        <PasswordInput
          name="confirm-new-password"
          autoComplete="new-password"
          revealLabel="password confirmation"
          value={confirmation}
          onChange={(event) => props.onConfirmationChange(event.target.value)}
        />
      </FormField>
    </Stack>
  );
}
