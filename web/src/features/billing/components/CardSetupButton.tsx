import { Button, Stack } from '@chakra-ui/react';
import type { ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { useCardSetup } from '../useCardSetup';

export interface CardSetupButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** Where the card page returns (it appends `card=saved` or `card=canceled`). */
  returnPath: string;
  /** The subscription whose card is replaced; omitted before a first purchase. */
  subscriptionId?: string | null;
}

/** Opens the card page (spec §7's cards-management URL) to add or replace the card on file. */
export function CardSetupButton({ returnPath, subscriptionId, children, ...props }: CardSetupButtonProps) {
  const startCardSetup = useCardSetup();
  // Stays true once the browser is leaving: the button must not be pressed twice meanwhile.
  const [opening, setOpening] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function open() {
    setOpening(true);
    setErrors([]);
    const problems = await startCardSetup({ returnPath, subscriptionId: subscriptionId ?? null });
    if (problems.length === 0) return;
    setErrors(problems);
    setOpening(false);
  }

  return (
    <Stack gap={3} align="flex-start">
      <ErrorAlerts messages={errors} />
      <Button {...props} loading={opening} onClick={() => void open()}>
        {children}
      </Button>
    </Stack>
  );
}
