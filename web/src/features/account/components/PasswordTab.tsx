import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormField, SubmitRow } from '../../../ui/FormField';
import { PasswordInput } from '../../../ui/PasswordInput';
import { useMutationForm } from '../../../ui/useMutationForm';
import { NewPasswordFields, PasswordRuleListFragment, validateNewPassword } from '../../auth';

export const PasswordTabQueryDocument = graphql(`
  query PasswordTab {
    passwordPolicy {
      id
      ...PasswordRuleList_rule
    }
  }
`);

export const PasswordTabChangeDocument = graphql(`
  mutation PasswordTabChange($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      success
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** The Password tab: the current password, then a new one typed twice. */
export function PasswordTab() {
  const { data, error, refetch } = useQuery(PasswordTabQueryDocument);
  const form = useMutationForm(PasswordTabChangeDocument, {
    payload: (data) => data.changePassword,
    accept: (payload) => payload.success,
    fields: { currentPassword: 'current', newPassword: 'password' },
    done: 'Your password has been changed.',
  });
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  if (!data && error) return <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!data) return <LoadingRows label="Loading the password rules" shape="field" />;
  const rules = data.passwordPolicy;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = {
      ...(current ? {} : { current: 'Password cannot be empty' }),
      ...validateNewPassword(getFragmentData(PasswordRuleListFragment, rules), password, confirmation),
    };
    form.clear();
    if (Object.keys(invalid).length > 0) return form.setFieldErrors(invalid);
    const outcome = await form.send({ input: { currentPassword: current, newPassword: password } });
    if ('errors' in outcome) return;
    // Nothing of a password stays in memory once it is changed.
    setCurrent('');
    setPassword('');
    setConfirmation('');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={5} maxW="md">
        <ErrorAlerts messages={form.errors} />
        <FormField label="Current password" error={form.fieldErrors.current}>
          <PasswordInput
            name="current-password"
            autoComplete="current-password"
            revealLabel="current password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
        </FormField>
        <NewPasswordFields
          passwordLabel="New password"
          confirmationLabel="Confirm new password"
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={form.fieldErrors}
          rules={rules}
        />
        <SubmitRow label="Change password" loading={form.loading} notice={form.notice} />
      </Stack>
    </form>
  );
}
