import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ReferenceMultiSelect } from '../../../shared/ui/ReferenceMultiSelect';
import type { ReferenceOption } from '../../../shared/ui/ReferenceMultiSelect';

export interface LimitedReferenceSelectProps {
  label: string;
  options: readonly ReferenceOption[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** At most this many values; picking more is refused with `limitMessage`. */
  max?: number;
  limitMessage?: string;
  /** A validation message from the form or the server. */
  error?: string | undefined;
  helperText?: string;
}

/** My account's reference picker, with a limit that is shown ("3 of 24 chosen") and enforced. */
export function LimitedReferenceSelect({
  label,
  options,
  selected,
  onChange,
  max,
  limitMessage,
  error,
  helperText,
}: LimitedReferenceSelectProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const message = refused ?? error;
  return (
    <Stack gap={1}>
      <ReferenceMultiSelect
        label={label}
        options={options}
        selected={selected}
        onChange={(ids) => {
          if (max !== undefined && ids.length > max && ids.length > selected.length) {
            setRefused(limitMessage ?? `Choose at most ${max}.`);
            return;
          }
          setRefused(null);
          onChange(ids);
        }}
      />
      {max !== undefined || helperText ? (
        <Text fontSize="sm" color="fg.muted">
          {[max !== undefined ? `${selected.length} of ${max} chosen.` : null, helperText].filter(Boolean).join(' ')}
        </Text>
      ) : null}
      {message ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}
