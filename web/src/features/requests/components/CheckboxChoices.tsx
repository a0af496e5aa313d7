import { Checkbox, CheckboxGroup, Fieldset, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CheckboxChoicesProps<T extends string> {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** The validation message, shown under the choices; marks the group invalid. */
  error?: ReactNode;
}

/** A labelled group of checkboxes (kinds in the filters, phases in the form). */
export function CheckboxChoices<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
}: CheckboxChoicesProps<T>) {
  const known = new Set<string>(options.map((option) => option.value));
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <CheckboxGroup value={[...value]} onValueChange={(next) => onChange(next.filter((v): v is T => known.has(v)))}>
        <Wrap gap={4}>
          {options.map((option) => (
            <Checkbox.Root key={option.value} value={option.value}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
      </CheckboxGroup>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
