import { NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormField } from '../../../ui/FormField';
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
const isBand = (value: string): value is EmployeesBand => (BANDS as string[]).includes(value);

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
        <FormField label="Headquarters country" error={errors.hqCountryId}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="hqCountryId"
              placeholder="Select a country"
              value={values.hqCountryId}
              onChange={(event) => onChange({ hqCountryId: event.target.value })}
            >
              {countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
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
        <FormField label="Employees" error={errors.employeesBand}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="employeesBand"
              placeholder="Select a size"
              value={values.employeesBand}
              onChange={(event) => onChange({ employeesBand: isBand(event.target.value) ? event.target.value : '' })}
            >
              {BANDS.map((band) => (
                <option key={band} value={band}>
                  {EMPLOYEES_BAND_LABELS[band]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}
