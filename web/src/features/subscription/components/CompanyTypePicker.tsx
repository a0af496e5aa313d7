import { NativeSelect } from '@chakra-ui/react';
import type { CompanyRoleType } from '../../../__generated__/graphql';
import { COMPANY_ROLE_TYPE_LABELS } from '../../../shared/user/userLabels';
import { FormField } from '../../../ui/FormField';
import { COMPANY_TYPES } from '../offeringsParams';

export interface CompanyTypePickerProps {
  value: CompanyRoleType | null;
  onChange: (companyType: CompanyRoleType | null) => void;
}

/** Signed out, the plans depend on the visitor's company type: they pick it here. */
export function CompanyTypePicker({ value, onChange }: CompanyTypePickerProps) {
  return (
    <FormField label="Your company type" helperText="Plans and prices depend on the kind of company you are.">
      <NativeSelect.Root maxW="sm">
        <NativeSelect.Field
          name="companyType"
          value={value ?? ''}
          onChange={(event) => onChange(COMPANY_TYPES.find((type) => type === event.target.value) ?? null)}
        >
          <option value="">Choose your company type</option>
          {COMPANY_TYPES.map((type) => (
            <option key={type} value={type}>
              {COMPANY_ROLE_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
