import { NativeSelect } from '@chakra-ui/react';
import type { NativeSelectRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from './FormField';

export interface SelectOption {
  value: string;
  label: string;
  /** Options with a group are shown under its heading (an optgroup), in the order groups first appear. */
  group?: string;
}

export interface SelectFieldProps extends Pick<NativeSelectRootProps, 'size' | 'maxW' | 'width'> {
  label: string;
  name?: string;
  value: string;
  options: readonly SelectOption[];
  /** The picked option's value ('' for the placeholder). */
  onChange: (value: string) => void;
  /** An empty first choice ('Select a country'). */
  placeholder?: string;
  /** The validation message; marks the field invalid. */
  error?: ReactNode;
  /** Marks the field invalid when its message is shown elsewhere (e.g. in the page's alert). */
  invalid?: boolean;
  helperText?: ReactNode;
}

function renderOptions(options: readonly SelectOption[]) {
  const option = ({ value, label }: SelectOption) => (
    <option key={value} value={value}>
      {label}
    </option>
  );
  if (!options.some((item) => item.group)) return options.map(option);
  const groups = [...new Set(options.map((item) => item.group ?? ''))];
  return groups.map((group) => (
    <optgroup key={group} label={group}>
      {options.filter((item) => (item.group ?? '') === group).map(option)}
    </optgroup>
  ));
}

/** A labelled native select: the platform's own picker on every device, with helper and error text. */
export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  placeholder,
  error,
  invalid,
  helperText,
  ...root
}: SelectFieldProps) {
  return (
    <FormField label={label} error={error} invalid={invalid} helperText={helperText}>
      <NativeSelect.Root {...root}>
        <NativeSelect.Field
          name={name}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {renderOptions(options)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** `value` as one of `choices`, or undefined: a select's string narrowed to a typed choice. */
export const choiceOf = <T extends string>(choices: readonly T[], value: string): T | undefined =>
  choices.find((choice) => choice === value);
