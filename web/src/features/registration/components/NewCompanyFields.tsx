import { Input, NativeSelect, Stack } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import type { CompanyRoleType } from '../../../__generated__/graphql';
import { COMPANY_ROLE_TYPE_LABELS } from '../../../shared/user/userLabels';
import { FormField } from '../../../ui/FormField';
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
      <FormField label="Company name" error={errors.name}>
        <Input
          name="companyName"
          autoComplete="organization"
          maxLength={200}
          value={draft.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </FormField>
      <FormField label="Business type" error={errors.roleId}>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="roleId"
            placeholder="Select a business type"
            value={draft.roleId}
            onChange={(event) => onChange({ roleId: event.target.value })}
          >
            {types.map((type) => (
              <optgroup key={type} label={COMPANY_ROLE_TYPE_LABELS[type]}>
                {roles
                  .filter((role) => role.type === type)
                  .map((role) => (
                    <option key={role.id} value={role.id}>
                      {role.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Website" helperText="Optional, e.g. https://example.com" error={errors.website}>
        <Input
          name="website"
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={300}
          value={draft.website}
          onChange={(event) => onChange({ website: event.target.value })}
        />
      </FormField>
    </Stack>
  );
}
