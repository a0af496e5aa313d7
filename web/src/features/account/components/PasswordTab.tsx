import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../../shared/errorMessages';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { FormField } from '../../../ui/FormField';
import { PasswordInput } from '../../../ui/PasswordInput';
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
        code
        field
        message
      }
    }
  }
`);

interface FieldErrors {
  current?: string;
  password?: string;
  confirmation?: string;
}

/** The Password tab: the current password, then a new one typed twice. */
export function PasswordTab() {
  const { data, error, refetch } = useQuery(PasswordTabQueryDocument);
  const [change, changing] = useMutation(PasswordTabChangeDocument);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [changed, setChanged] = useState(false);

  if (!data && error) return <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!data) return <LoadingRows label="Loading the password rules" shape="field" />;
  const rules = data.passwordPolicy;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid: FieldErrors = {
      ...(current ? {} : { current: 'Password cannot be empty' }),
      ...validateNewPassword(getFragmentData(PasswordRuleListFragment, rules), password, confirmation),
    };
    setFieldErrors(invalid);
    setErrors([]);
    setChanged(false);
    if (Object.keys(invalid).length > 0) return;
    try {
      const result = await change({ variables: { input: { currentPassword: current, newPassword: password } } });
      const payload = result.data?.changePassword;
      if (payload && payload.errors.length > 0) {
        const byField = (field: string) => payload.errors.find((item) => item.field === field)?.message;
        setFieldErrors({ current: byField('currentPassword'), password: byField('newPassword') });
        setErrors(
          payload.errors
            .filter((item) => item.field !== 'currentPassword' && item.field !== 'newPassword')
            .map((item) => item.message),
        );
      } else if (payload?.success) {
        // Nothing of a password stays in memory once it is changed.
        setCurrent('');
        setPassword('');
        setConfirmation('');
        setChanged(true);
      } else {
        setErrors([GENERIC_ERROR_MESSAGE]);
      }
    } catch (caught) {
      setErrors(errorMessages(caught));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={5} maxW="md">
        {errors.map((message) => (
          <ErrorAlert key={message} message={message} />
        ))}
        <FormField label="Current password" error={fieldErrors.current}>
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
          errors={fieldErrors}
          rules={rules}
        />
        <Stack direction={{ base: 'column', sm: 'row' }} gap={4} align={{ base: 'stretch', sm: 'center' }}>
          <Button type="submit" loading={changing.loading}>
            Change password
          </Button>
          <Text role="status" color="green.fg" fontWeight="medium">
            {changed ? 'Your password has been changed.' : ''}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
