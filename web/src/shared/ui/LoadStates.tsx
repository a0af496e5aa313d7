import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { errorMessages } from '../errorMessages';

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

export interface LoadingRowsProps {
  /** What is loading, for assistive technology. */
  label: string;
  rows?: number;
  /**
   * The shape of each placeholder row: `card` for lists of cards (companies, results), `field`
   * for forms (a tab's fields, narrower).
   */
  shape?: 'card' | 'field';
}

const SHAPES = { card: { height: '24' }, field: { height: '10', maxW: 'md' } } as const;

/** Placeholder rows while a list or a form's data loads. */
export function LoadingRows({ label, rows = 3, shape = 'card' }: LoadingRowsProps) {
  return (
    <Stack gap={4} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} {...SHAPES[shape]} />
      ))}
    </Stack>
  );
}

export interface LoadStateProps {
  /** The query's error, if it failed. */
  error: unknown;
  /** The query's refetch: "Try again" calls it (its own failure shows through `error`). */
  refetch: () => Promise<unknown>;
  /** What is loading, for assistive technology. */
  label: string;
}

/** Data that is not there yet: the error and a retry once loading failed, else placeholder rows. */
export function LoadState({ error, refetch, label }: LoadStateProps) {
  return error ? (
    <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />
  ) : (
    <LoadingRows label={label} />
  );
}
