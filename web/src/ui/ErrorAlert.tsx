import { Alert, Stack } from '@chakra-ui/react';

export interface ErrorAlertProps {
  /** Shown exactly as given: messages come from the error catalogue. */
  message: string;
  title?: string;
  status?: 'error' | 'warning' | 'info';
}

/** An alert announced immediately by screen readers (role="alert"). */
export function ErrorAlert({ message, title, status = 'error' }: ErrorAlertProps) {
  return (
    <Alert.Root status={status} role="alert" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export interface ErrorAlertsProps {
  /** The form-level messages (e.g. `useMutationForm`'s `errors`); nothing renders when empty. */
  messages: readonly string[];
}

/** One alert per message, each announced at once (role="alert"). */
export function ErrorAlerts({ messages }: ErrorAlertsProps) {
  if (messages.length === 0) return null;
  return (
    <Stack gap={3}>
      {messages.map((message) => (
        <ErrorAlert key={message} message={message} />
      ))}
    </Stack>
  );
}
