import { Stack } from '@chakra-ui/react';
import { ErrorAlert } from './ErrorAlert';

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
