import { RadioGroup, Stack } from '@chakra-ui/react';
import { useBrand } from '../../../shared/config/appConfigContext';

export interface ProfileVisibilityProps {
  masked: boolean;
  onChange: (masked: boolean) => void;
}

/** 'Profile visibility' (spec §3): shown to others, or masked on the company profile. */
export function ProfileVisibility({ masked, onChange }: ProfileVisibilityProps) {
  const brand = useBrand();
  return (
    <RadioGroup.Root
      value={masked ? 'masked' : 'visible'}
      onValueChange={(details) => onChange(details.value === 'masked')}
    >
      <RadioGroup.Label mb={3}>Profile visibility</RadioGroup.Label>
      <Stack gap={3}>
        <RadioGroup.Item value="visible">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>{`Visible for Others on ${brand}`}</RadioGroup.ItemText>
        </RadioGroup.Item>
        <RadioGroup.Item value="masked">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>Mask Me on Company Profile</RadioGroup.ItemText>
        </RadioGroup.Item>
      </Stack>
    </RadioGroup.Root>
  );
}
