import { Button, Center, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../errorMessages';
import { ErrorAlert } from '../../ui/ErrorAlert';

export interface SessionErrorScreenProps {
  onRetry: () => Promise<void>;
}

/** The session could not be loaded (server unreachable...): say so and offer a retry. */
export function SessionErrorScreen({ onRetry }: SessionErrorScreenProps) {
  const [retrying, setRetrying] = useState(false);
  return (
    <Center as="main" minH="100dvh" px={4}>
      <Stack gap={4} maxW="420px" w="full">
        <ErrorAlert title="We couldn't load your session." message={GENERIC_ERROR_MESSAGE} />
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
      </Stack>
    </Center>
  );
}
