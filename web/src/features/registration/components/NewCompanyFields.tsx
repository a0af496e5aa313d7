import { Stack } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import type { CompanyRoleType } from '../../../__generated__/graphql';
import { COMPANY_ROLE_TYPE_LABELS } from '../../../shared/user/userLabels';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { NEW_COMPANY_LIMITS } from '../companyChoice';
import type { CompanyErrors } from '../companyChoice';
import type { CompanyDraft } from '../registrationStore';

export const NewCompanyFieldsFragment = graphql(`
  fragment NewCompanyFields_role on CompanyRole {
    id
    name
    type
  }
`);

export interface NewCompanyFieldsProps {
  roles: ReadonlyArray<FragmentType<typeof NewCompanyFieldsFragment>>;
  draft: CompanyDraft;
  errors: CompanyErrors;
  onChange: (change: Partial<CompanyDraft>) => void;
}

/** A new company: name, business type (grouped by role type) and website. */
export function NewCompanyFields({ roles: refs, draft, errors, onChange }: NewCompanyFieldsProps) {
  const roles = getFragmentData(NewCompanyFieldsFragment, refs);
  const types = [...new Set(roles.map((role) => role.type))] as CompanyRoleType[];
  return (
    <Stack gap={4}>
      <TextField
        label="Company name"
        name="companyName"
        autoComplete="organization"
        maxLength={NEW_COMPANY_LIMITS.name}
        value={draft.name}
        error={errors.name}
        onChange={(name) => onChange({ name })}
      />
      <SelectField
        label="Business type"
        name="roleId"
        placeholder="Select a business type"
        value={draft.roleId}
        options={types.flatMap((type) =>
          roles
            .filter((role) => role.type === type)
            .map((role) => ({ value: role.id, label: role.name, group: COMPANY_ROLE_TYPE_LABELS[type] })),
        )}
        error={errors.roleId}
        onChange={(roleId) => onChange({ roleId })}
      />
      <TextField
        label="Website"
        name="website"
        type="url"
        inputMode="url"
        autoComplete="url"
        helperText="Optional, e.g. https://example.com"
        maxLength={NEW_COMPANY_LIMITS.website}
        value={draft.website}
        error={errors.website}
        onChange={(website) => onChange({ website })}
      />
    </Stack>
  );
}
