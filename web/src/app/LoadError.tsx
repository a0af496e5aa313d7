import { Button, Stack } from '@chakra-ui/react';
import { ErrorAlert } from '../ui/ErrorAlert';
import { errorMessages } from './errorMessages';

export interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** Names what failed to load, above each message. */
  title?: string;
  /** The retry button's size: 'sm' inside cards and sections. */
  size?: 'sm' | 'md';
}

/** Data that could not be loaded: the catalogue's messages and a way to try again. */
export function LoadError({ error, onRetry, title, size = 'md' }: LoadErrorProps) {
  return (
    <Stack gap={3} align="flex-start">
      {errorMessages(error).map((message) => (
        <ErrorAlert key={message} title={title} message={message} />
      ))}
      <Button variant="outline" size={size} onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
