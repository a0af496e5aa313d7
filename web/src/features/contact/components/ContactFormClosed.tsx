import { Alert } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export interface ContactFormClosedProps {
  /** Spec §8's 181 message, as the bff words it. */
  message: string;
  /** True when it replaces a form the user just sent: the focus moves here (the send button is gone). */
  focus?: boolean;
}

/** What the page shows instead of the form while it is switched off (docs/contact.md). */
export function ContactFormClosed({ message, focus = false }: ContactFormClosedProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Alert.Root status="info" role="status" ref={ref} tabIndex={-1}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
