import { SelectField } from '../../../ui/SelectField';
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
    <SelectField
      label={label}
      size="sm"
      value={value ?? ''}
      options={[
        { value: '', label: anyLabel },
        ...options.map((option) => ({
          value: option.id,
          label: option.count === null ? option.label : `${option.label} (${option.count.toLocaleString('en-US')})`,
        })),
      ]}
      onChange={(picked) => onChange(picked || null)}
    />
  );
}
