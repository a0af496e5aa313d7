import { Grid, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from '../../../ui/FormField';

export interface Schedule {
  /** The order among banners or audiences, as typed (0 to 1000). */
  position: string;
  /** YYYY-MM-DD or empty: a banner's first and last day. */
  startsAt: string;
  endsAt: string;
}

export interface ScheduleFieldsProps {
  value: Schedule;
  onChange: (value: Schedule) => void;
  /** Banners have dates; audiences only an order. */
  dated: boolean;
  errors: Partial<Record<keyof Schedule, ReactNode>>;
}

/** A banner's or audience's order on the home page, and a banner's first and last day. */
export function ScheduleFields({ value, onChange, dated, errors }: ScheduleFieldsProps) {
  const field = (name: keyof Schedule, label: string, type: 'number' | 'date', helperText: string) => (
    <FormField label={label} error={errors[name]} helperText={helperText}>
      <Input
        name={name}
        type={type}
        {...(type === 'number' ? { min: 0, max: 1000, inputMode: 'numeric' as const } : {})}
        value={value[name]}
        onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      />
    </FormField>
  );
  return (
    <Grid templateColumns={{ base: '1fr', md: dated ? '1fr 1fr 1fr' : '1fr 2fr' }} gap={4}>
      {field('position', 'Order', 'number', 'Lower numbers come first (0 to 1000).')}
      {dated ? field('startsAt', 'Show from', 'date', 'Empty: from publishing.') : null}
      {dated ? field('endsAt', 'Show until', 'date', 'Empty: until changed. The day is included.') : null}
    </Grid>
  );
}
