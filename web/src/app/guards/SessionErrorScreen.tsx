import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { GENERIC_ERROR_MESSAGE, loadFailureReason } from '../../shared/errorMessages';
import { ErrorPage } from '../../ui/ErrorPage';

export interface SessionErrorScreenProps {
  /** Why the session could not be loaded: the screen says what to do about it. */
  error: unknown;
  onRetry: () => Promise<void>;
}

/** The session could not be loaded (server unreachable...): the generic error page with a retry. */
export function SessionErrorScreen({ error, onRetry }: SessionErrorScreenProps) {
  const [retrying, setRetrying] = useState(false);
  return (
    <ErrorPage message={GENERIC_ERROR_MESSAGE}>
      <Text color="fg.muted">{`We couldn't load your session. ${loadFailureReason(error)}`}</Text>
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
