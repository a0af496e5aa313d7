import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ReferenceMultiSelect } from '../../../shared/ui/ReferenceMultiSelect';
import type { ReferenceOption } from '../../../shared/ui/ReferenceMultiSelect';

export interface PickerFieldProps {
  label: string;
  options: readonly ReferenceOption[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  helperText?: string;
  /** The refusal for this list, shown under it. */
  error?: ReactNode;
}

/** A reference multi-select with a hint or the refusal under it. */
export function PickerField({ label, options, selected, onChange, helperText, error }: PickerFieldProps) {
  return (
    <Stack gap={1}>
      <ReferenceMultiSelect label={label} options={options} selected={selected} onChange={onChange} />
      {error ? (
        <Text color="fg.error" textStyle="xs">
          {error}
        </Text>
      ) : helperText ? (
        <Text color="fg.muted" fontSize="sm">
          {helperText}
        </Text>
      ) : null}
    </Stack>
  );
}
