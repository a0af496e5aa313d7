import { Alert } from '@chakra-ui/react';

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
