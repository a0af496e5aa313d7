import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../../shared/errorMessages';
import { myAccountPath } from '../../../shared/paths';
import { AppLink } from '../../../ui/AppLink';
import { AuthCard } from '../../../ui/AuthCard';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useBrand } from '../../../shared/config/appConfigContext';

export const UnsubscribePageDocument = graphql(`
  mutation UnsubscribePage($token: String!) {
    unsubscribeFromEmails(token: $token) {
      success
      errors {
        code
        field
        message
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
  const [unsubscribe, { loading }] = useMutation(UnsubscribePageDocument);
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function confirm() {
    setErrors([]);
    try {
      const { data } = await unsubscribe({ variables: { token } });
      const payload = data?.unsubscribeFromEmails;
      if (payload?.success) return setDone(true);
      setErrors(payload?.errors.length ? ['This unsubscribe link is invalid.'] : [GENERIC_ERROR_MESSAGE]);
    } catch (error) {
      setErrors(errorMessages(error));
    }
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
            {errors.map((message) => (
              <ErrorAlert key={message} message={message} />
            ))}
            <Text>Stop every email from {brand} to this account, including message digests?</Text>
            <Button onClick={() => void confirm()} loading={loading}>
              Unsubscribe
            </Button>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
