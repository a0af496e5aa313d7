import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../shared/errorMessages';
import { ErrorPage } from '../../ui/ErrorPage';

export interface SessionErrorScreenProps {
  onRetry: () => Promise<void>;
}

/** The session could not be loaded (server unreachable...): the generic error page with a retry. */
export function SessionErrorScreen({ onRetry }: SessionErrorScreenProps) {
  const [retrying, setRetrying] = useState(false);
  return (
    <ErrorPage message={GENERIC_ERROR_MESSAGE}>
      <Text color="fg.muted">We couldn't load your session. Check your connection and try again.</Text>
      <Button
        loading={retrying}
        onClick={() => {
          setRetrying(true);
          onRetry()
            .catch(() => undefined)
            .finally(() => setRetrying(false));
        }}
      >
        Try again
      </Button>
    </ErrorPage>
  );
}
