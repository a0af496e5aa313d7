import { Checkbox, Field } from '@chakra-ui/react';
import { useBrand } from '../../../shared/config/appConfigContext';

export interface ClaimConfirmationProps {
  companyName: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}

/** Step claim: the user confirms they may speak for the unclaimed company they claim. */
export function ClaimConfirmation({ companyName, checked, error, onChange }: ClaimConfirmationProps) {
  const brand = useBrand();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked === true)}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput name="claimConfirmed" />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label>{`I confirm I am authorised to represent ${companyName} on ${brand}`}</Checkbox.Label>
      </Checkbox.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
