import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { myAccountPath } from '../../../shared/paths';
import { AppLink } from '../../../ui/AppLink';
import { AuthCard } from '../../../ui/AuthCard';
import { ErrorAlert, ErrorAlerts } from '../../../ui/ErrorAlert';
import { isRefusal, useMutationForm } from '../../../ui/useMutationForm';
import { useBrand } from '../../../shared/config/appConfigContext';

export const UnsubscribePageDocument = graphql(`
  mutation UnsubscribePage($token: String!) {
    unsubscribeFromEmails(token: $token) {
      success
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/**
 * `/unsubscribe?token=`: the link at the foot of every mail. Asks before acting, so a mail
 * scanner that follows links does not unsubscribe anyone; needs no sign-in.
 */
export function UnsubscribePage() {
  const brand = useBrand();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const form = useMutationForm(UnsubscribePageDocument, {
    payload: (data) => data.unsubscribeFromEmails,
    accept: (payload) => payload.success,
  });
  const [done, setDone] = useState(false);

  async function confirm() {
    const outcome = await form.send({ token });
    if ('ok' in outcome) return setDone(true);
    // Whatever the api says of a token (unknown, malformed), the user reads the one sentence.
    if (isRefusal(outcome.errors)) form.setErrors(['This unsubscribe link is invalid.']);
  }

  return (
    <AuthCard title="Unsubscribe from emails" brandName={brand}>
      <Stack gap={5}>
        {!token ? (
          <ErrorAlert message="This unsubscribe link is incomplete. Use the link from the email as it is." />
        ) : done ? (
          <Text role="status">
            You will no longer receive emails from {brand}. You can turn them back on in{' '}
            <AppLink to={myAccountPath('emails')}>your email preferences</AppLink>.
          </Text>
        ) : (
          <>
            <ErrorAlerts messages={form.errors} />
            <Text>Stop every email from {brand} to this account, including message digests?</Text>
            <Button onClick={() => void confirm()} loading={form.loading}>
              Unsubscribe
            </Button>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
