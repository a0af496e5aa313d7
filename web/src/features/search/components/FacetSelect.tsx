import { NativeSelect } from '@chakra-ui/react';
import { FormField } from '../../../ui/FormField';
import type { FacetOption } from '../searchFacets';

export interface FacetSelectProps {
  label: string;
  /** The label of the empty choice, e.g. 'Any country'. */
  anyLabel: string;
  options: ReadonlyArray<Omit<FacetOption, 'depth'>>;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** A single-choice filter (country, site type) with counts in its options. */
export function FacetSelect({ label, anyLabel, options, value, onChange }: FacetSelectProps) {
  return (
    <FormField label={label}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.count === null ? option.label : `${option.label} (${option.count.toLocaleString('en-US')})`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
