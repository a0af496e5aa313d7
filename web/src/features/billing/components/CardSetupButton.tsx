import { Button, Stack } from '@chakra-ui/react';
import type { ButtonProps } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../../shared/errorMessages';
import { leaveAppFor } from '../../../shared/leaveApp';
import { ErrorAlert } from '../../../ui/ErrorAlert';

export const CardSetupButtonStartDocument = graphql(`
  mutation CardSetupButtonStart($input: StartCardSetupInput!) {
    startCardSetup(input: $input) {
      url
      errors {
        code
        field
        message
      }
    }
  }
`);

export interface CardSetupButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** Where the card page returns (it appends `card=saved` or `card=canceled`). */
  returnPath: string;
  /** The subscription whose card is replaced; omitted before a first purchase. */
  subscriptionId?: string | null;
}

/** Opens the card page (spec §7's cards-management URL) to add or replace the card on file. */
export function CardSetupButton({ returnPath, subscriptionId, children, ...props }: CardSetupButtonProps) {
  const [start] = useMutation(CardSetupButtonStartDocument);
  // Stays true once the browser is leaving: the button must not be pressed twice meanwhile.
  const [opening, setOpening] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function open() {
    setOpening(true);
    setErrors([]);
    try {
      const { data } = await start({ variables: { input: { returnPath, subscriptionId: subscriptionId ?? null } } });
      const payload = data?.startCardSetup;
      if (payload?.url && leaveAppFor(payload.url)) return;
      setErrors(
        payload && payload.errors.length > 0 ? payload.errors.map((item) => item.message) : [GENERIC_ERROR_MESSAGE],
      );
    } catch (caught) {
      setErrors(errorMessages(caught));
    }
    setOpening(false);
  }

  return (
    <Stack gap={3} align="flex-start">
      {errors.map((message) => (
        <ErrorAlert key={message} message={message} />
      ))}
      <Button {...props} loading={opening} onClick={() => void open()}>
        {children}
      </Button>
    </Stack>
  );
}
