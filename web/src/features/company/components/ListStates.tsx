import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { errorMessages } from '../../../app/errorMessages';
import { ErrorAlert } from '../../../ui/ErrorAlert';

export interface ListLoadingProps {
  /** What is loading, for assistive technology. */
  label: string;
  rows?: number;
}

/** Placeholder rows while a list loads. */
export function ListLoading({ label, rows = 3 }: ListLoadingProps) {
  return (
    <Stack gap={4} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="24" />
      ))}
    </Stack>
  );
}

export interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** Data that could not be loaded: the catalogue's message and a retry. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  return (
    <Stack gap={4} align="flex-start">
      {errorMessages(error).map((message) => (
        <ErrorAlert key={message} message={message} />
      ))}
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
