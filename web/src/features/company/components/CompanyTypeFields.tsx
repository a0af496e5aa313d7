import { Checkbox, CheckboxGroup, Fieldset, Stack, Switch, Wrap } from '@chakra-ui/react';
import type { CompanyRoleType, PatientCareSetting, SiteType } from '../../../__generated__/graphql';
import { choiceOf, SelectField } from '../../../ui/SelectField';
import { COMPANY_FLAG_LABELS, COMPANY_FLAGS, PATIENT_CARE_SETTING_LABELS, SITE_TYPE_LABELS } from '../companyLabels';
import type { CompanyFormErrors, CompanyFormValues } from '../companyForm';

export interface CompanyTypeFieldsProps {
  values: CompanyFormValues;
  errors: CompanyFormErrors;
  roleType: CompanyRoleType;
  onChange: (patch: Partial<CompanyFormValues>) => void;
}

const SITE_TYPES = Object.keys(SITE_TYPE_LABELS) as SiteType[];
const SETTINGS = Object.keys(PATIENT_CARE_SETTING_LABELS) as PatientCareSetting[];
const isSetting = (value: string): value is PatientCareSetting => (SETTINGS as string[]).includes(value);

/** Ownership and audit flags, and for sites their type and patient care settings. */
export function CompanyTypeFields({ values, errors, roleType, onChange }: CompanyTypeFieldsProps) {
  return (
    <Stack gap={6}>
      <Fieldset.Root>
        <Fieldset.Legend>Ownership and audits</Fieldset.Legend>
        <Stack gap={3} mt={2}>
          {COMPANY_FLAGS.map((flag) => (
            <Switch.Root
              key={flag}
              checked={values[flag]}
              onCheckedChange={(details) => onChange({ [flag]: details.checked })}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{COMPANY_FLAG_LABELS[flag]}</Switch.Label>
            </Switch.Root>
          ))}
        </Stack>
      </Fieldset.Root>
      {roleType === 'SITE' ? (
        <>
          <SelectField
            label="Site type"
            name="siteType"
            placeholder="Select a site type"
            maxW="md"
            value={values.siteType}
            options={SITE_TYPES.map((type) => ({ value: type, label: SITE_TYPE_LABELS[type] }))}
            error={errors.siteType}
            onChange={(value) => onChange({ siteType: choiceOf(SITE_TYPES, value) ?? '' })}
          />
          <Fieldset.Root invalid={Boolean(errors.patientCareSettings)}>
            <Fieldset.Legend>Patient care settings</Fieldset.Legend>
            <CheckboxGroup
              value={values.patientCareSettings}
              onValueChange={(settings) => onChange({ patientCareSettings: settings.filter(isSetting) })}
            >
              <Wrap gap={5} mt={2}>
                {SETTINGS.map((setting) => (
                  <Checkbox.Root key={setting} value={setting}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{PATIENT_CARE_SETTING_LABELS[setting]}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Wrap>
            </CheckboxGroup>
            {errors.patientCareSettings ? <Fieldset.ErrorText>{errors.patientCareSettings}</Fieldset.ErrorText> : null}
          </Fieldset.Root>
        </>
      ) : null}
    </Stack>
  );
}
