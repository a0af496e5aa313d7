import { SimpleGrid, Stack } from '@chakra-ui/react';
import { choiceOf, SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { EMPLOYEES_BAND_LABELS } from '../companyLabels';
import { DESCRIPTION_MAX, NAME_MAX, PLACE_MAX, WEBSITE_MAX } from '../companyForm';
import type { CompanyFormErrors, CompanyFormValues } from '../companyForm';
import type { EmployeesBand } from '../../../__generated__/graphql';

export interface CompanyBasicsFieldsProps {
  values: CompanyFormValues;
  errors: CompanyFormErrors;
  countries: ReadonlyArray<{ id: string; name: string }>;
  onChange: (patch: Partial<CompanyFormValues>) => void;
}

const BANDS = Object.keys(EMPLOYEES_BAND_LABELS) as EmployeesBand[];

/** Name, website, description, headquarters and size. */
export function CompanyBasicsFields({ values, errors, countries, onChange }: CompanyBasicsFieldsProps) {
  return (
    <Stack gap={4}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <TextField
          label="Company name"
          name="name"
          autoComplete="organization"
          maxLength={NAME_MAX}
          value={values.name}
          error={errors.name}
          onChange={(name) => onChange({ name })}
        />
        <TextField
          label="Website"
          name="website"
          type="url"
          autoComplete="url"
          maxLength={WEBSITE_MAX}
          value={values.website}
          error={errors.website}
          helperText="e.g. https://www.example.com"
          onChange={(website) => onChange({ website })}
        />
      </SimpleGrid>
      <TextField
        label="Description"
        name="description"
        multiline
        rows={6}
        maxLength={DESCRIPTION_MAX}
        value={values.description}
        error={errors.description}
        onChange={(description) => onChange({ description })}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <SelectField
          label="Headquarters country"
          name="hqCountryId"
          placeholder="Select a country"
          value={values.hqCountryId}
          options={countries.map((country) => ({ value: country.id, label: country.name }))}
          error={errors.hqCountryId}
          onChange={(hqCountryId) => onChange({ hqCountryId })}
        />
        <TextField
          label="Headquarters state / region"
          name="hqState"
          autoComplete="address-level1"
          maxLength={PLACE_MAX}
          value={values.hqState}
          error={errors.hqState}
          onChange={(hqState) => onChange({ hqState })}
        />
        <TextField
          label="Headquarters city"
          name="hqCity"
          autoComplete="address-level2"
          maxLength={PLACE_MAX}
          value={values.hqCity}
          error={errors.hqCity}
          onChange={(hqCity) => onChange({ hqCity })}
        />
        <SelectField
          label="Employees"
          name="employeesBand"
          placeholder="Select a size"
          value={values.employeesBand}
          options={BANDS.map((band) => ({ value: band, label: EMPLOYEES_BAND_LABELS[band] }))}
          error={errors.employeesBand}
          onChange={(value) => onChange({ employeesBand: choiceOf(BANDS, value) ?? '' })}
        />
      </SimpleGrid>
    </Stack>
  );
}
