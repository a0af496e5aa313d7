import { Button, RadioGroup, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { MfaType } from '../../../__generated__/graphql';

const MFA_TYPE_LABELS: Record<MfaType, string> = {
  TOTP: 'Authenticator app',
  SMS: 'Text message',
};

const ALL_MFA_TYPES: MfaType[] = ['TOTP', 'SMS'];

export interface MfaTypeFormProps {
  /** The methods the identity service offers; both when it names none. */
  availableMfaTypes: readonly MfaType[];
  submitting: boolean;
  onAnswer: (mfaType: MfaType) => void;
}

function isMfaType(value: string | null): value is MfaType {
  return value === 'TOTP' || value === 'SMS';
}

/** SELECT_MFA_TYPE: choose how to receive sign-in codes. */
export function MfaTypeForm({ availableMfaTypes, submitting, onAnswer }: MfaTypeFormProps) {
  const options = availableMfaTypes.length > 0 ? availableMfaTypes : ALL_MFA_TYPES;
  const [value, setValue] = useState<MfaType | null>(options[0] ?? null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (value) onAnswer(value);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={5}>
        <RadioGroup.Root
          value={value}
          onValueChange={(details) => setValue(isMfaType(details.value) ? details.value : null)}
        >
          <RadioGroup.Label mb={3}>How do you want to receive your codes?</RadioGroup.Label>
          <Stack gap={3}>
            {options.map((option) => (
              <RadioGroup.Item key={option} value={option}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{MFA_TYPE_LABELS[option]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        <Button type="submit" loading={submitting} disabled={!value} w="full">
          Continue
        </Button>
      </Stack>
    </form>
  );
}
