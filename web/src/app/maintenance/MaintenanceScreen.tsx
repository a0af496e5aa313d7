import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { graphql } from '../../__generated__';
import { useBrand } from '../../shared/config/appConfigContext';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../shared/errorMessages';
import { AuthCard } from '../../ui/AuthCard';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FormField } from '../../ui/FormField';
import { PasswordInput } from '../../ui/PasswordInput';
import { storeMaintenancePass } from './maintenancePass';

export const MaintenanceScreenUnlockDocument = graphql(`
  mutation MaintenanceScreenUnlock($password: String!) {
    unlockMaintenance(password: $password) {
      unlocked
      errors {
        code
        field
        message
      }
    }
  }
`);

export interface MaintenanceScreenProps {
  /** Called once the password was accepted and remembered. */
  onUnlocked: () => void;
}

/** The screen that replaces the app during maintenance; the right password opens the app. */
export function MaintenanceScreen({ onUnlocked }: MaintenanceScreenProps) {
  const brand = useBrand();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [unlock, { loading }] = useMutation(MaintenanceScreenUnlockDocument);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec §8's sign-in service wording for the same mistake.
    if (!password) return setErrors(['Password cannot be empty']);
    setErrors([]);
    try {
      const { data } = await unlock({ variables: { password } });
      const payload = data?.unlockMaintenance;
      if (payload?.unlocked) {
        storeMaintenancePass();
        return onUnlocked();
      }
      const messages = payload?.errors.map((error) => error.message) ?? [];
      setErrors(messages.length > 0 ? messages : [GENERIC_ERROR_MESSAGE]);
    } catch (error) {
      setErrors(errorMessages(error));
    }
  }

  return (
    <AuthCard
      title="We'll be right back"
      brandName={brand}
      description={
        <Text>{`${brand} is under maintenance while we make some improvements. If you were given the maintenance password, enter it to continue.`}</Text>
      }
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap={5}>
          {errors.map((message) => (
            <ErrorAlert key={message} message={message} />
          ))}
          <FormField label="Maintenance password" invalid={errors.length > 0}>
            <PasswordInput
              name="maintenance-password"
              autoComplete="off"
              revealLabel="maintenance password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <Button type="submit" loading={loading}>
            Enter
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
