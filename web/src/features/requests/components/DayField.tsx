import { Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from '../../../ui/FormField';

export interface DayFieldProps {
  label: string;
  name: string;
  /** `YYYY-MM-DD` or ''. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  helperText?: ReactNode;
  error?: ReactNode;
}

/** A labelled calendar day (the browser's date input), with its hint or refusal. */
export function DayField({ label, name, value, onChange, min, helperText, error }: DayFieldProps) {
  return (
    <FormField label={label} helperText={helperText} error={error}>
      <Input type="date" name={name} value={value} min={min} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}
