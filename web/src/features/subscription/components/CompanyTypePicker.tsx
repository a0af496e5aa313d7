import type { CompanyRoleType } from '../../../__generated__/graphql';
import { COMPANY_ROLE_TYPE_LABELS } from '../../../shared/user/userLabels';
import { choiceOf, SelectField } from '../../../ui/SelectField';
import { COMPANY_TYPES } from '../offeringsParams';

export interface CompanyTypePickerProps {
  value: CompanyRoleType | null;
  onChange: (companyType: CompanyRoleType | null) => void;
}

/** Signed out, the plans depend on the visitor's company type: they pick it here. */
export function CompanyTypePicker({ value, onChange }: CompanyTypePickerProps) {
  return (
    <SelectField
      label="Your company type"
      name="companyType"
      helperText="Plans and prices depend on the kind of company you are."
      placeholder="Choose your company type"
      maxW="sm"
      value={value ?? ''}
      options={COMPANY_TYPES.map((type) => ({ value: type, label: COMPANY_ROLE_TYPE_LABELS[type] }))}
      onChange={(type) => onChange(choiceOf(COMPANY_TYPES, type) ?? null)}
    />
  );
}
