import { Button, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { errorMessages, GENERIC_ERROR_MESSAGE } from '../../../shared/errorMessages';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { FormField } from '../../../ui/FormField';
import { TextField } from '../../../ui/TextField';
import { PROFILE_LIMITS, profileInput, validateProfile } from '../profileValidation';
import type { ProfileErrors, ProfileValues } from '../profileValidation';
import { ProfileVisibility } from './ProfileVisibility';

export const ProfileFormFragment = graphql(`
  fragment ProfileForm_user on User {
    id
    firstName
    lastName
    jobTitle
    phone
    linkedin
    city
    state
    country
    masked
  }
`);

export const ProfileFormCountryFragment = graphql(`
  fragment ProfileForm_country on Country {
    id
    name
  }
`);

export const ProfileFormUpdateDocument = graphql(`
  mutation ProfileFormUpdate($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        ...ProfileForm_user
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export interface ProfileFormProps {
  user: FragmentType<typeof ProfileFormFragment>;
  countries: ReadonlyArray<FragmentType<typeof ProfileFormCountryFragment>>;
}

type TextFieldName = Exclude<keyof ProfileValues, 'masked' | 'country'>;

const TEXT_FIELDS: ReadonlyArray<{
  field: TextFieldName;
  label: string;
  autoComplete: string;
  type?: 'tel' | 'url';
}> = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'jobTitle', label: 'Job title', autoComplete: 'organization-title' },
  { field: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { field: 'linkedin', label: 'LinkedIn', autoComplete: 'url', type: 'url' },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'state', label: 'State / region', autoComplete: 'address-level1' },
];

/** Names, job title, contact details, location and visibility; saved together. */
export function ProfileForm(props: ProfileFormProps) {
  const user = getFragmentData(ProfileFormFragment, props.user);
  const countries = getFragmentData(ProfileFormCountryFragment, props.countries);
  // What the user types is kept whatever the server answers: only a reload re-reads it.
  const [values, setValues] = useState<ProfileValues>(() => ({
    firstName: user.firstName,
    lastName: user.lastName,
    jobTitle: user.jobTitle ?? '',
    phone: user.phone ?? '',
    linkedin: user.linkedin ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    country: user.country ?? '',
    masked: user.masked,
  }));
  const [fieldErrors, setFieldErrors] = useState<ProfileErrors>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const [update, updating] = useMutation(ProfileFormUpdateDocument);
  // A country stored before the list changed stays selectable rather than silently dropped.
  const countryNames = countries.map((country) => country.name);
  const extraCountry = values.country && !countryNames.includes(values.country) ? values.country : null;

  const change = (patch: Partial<ProfileValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setSaved(false);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateProfile(values);
    setFieldErrors(invalid);
    setErrors([]);
    setSaved(false);
    if (Object.keys(invalid).length > 0) return;
    try {
      const { data } = await update({ variables: { input: profileInput(values) } });
      const payload = data?.updateProfile;
      if (!payload) return setErrors([GENERIC_ERROR_MESSAGE]);
      // Errors of the typed fields show under them; the rest (and 'masked', a radio group) above.
      const known = payload.errors.filter((error) => error.field && error.field !== 'masked' && error.field in values);
      setFieldErrors(Object.fromEntries(known.map((error) => [error.field, error.message])));
      setErrors(payload.errors.filter((error) => !known.includes(error)).map((error) => error.message));
      setSaved(payload.errors.length === 0);
    } catch (error) {
      setErrors(errorMessages(error));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={6}>
        {errors.map((message) => (
          <ErrorAlert key={message} message={message} />
        ))}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          {TEXT_FIELDS.map(({ field, label, autoComplete, type }) => (
            <TextField
              key={field}
              label={label}
              name={field}
              type={type}
              autoComplete={autoComplete}
              maxLength={PROFILE_LIMITS[field]}
              value={values[field]}
              error={fieldErrors[field]}
              onChange={(value) => change({ [field]: value })}
            />
          ))}
          <FormField label="Country" error={fieldErrors.country}>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="country"
                placeholder="Select a country"
                value={values.country}
                onChange={(event) => change({ country: event.target.value })}
              >
                {extraCountry ? <option value={extraCountry}>{extraCountry}</option> : null}
                {countries.map((country) => (
                  <option key={country.id} value={country.name}>
                    {country.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <ProfileVisibility masked={values.masked} onChange={(masked) => change({ masked })} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap={4} align={{ base: 'stretch', sm: 'center' }}>
          <Button type="submit" loading={updating.loading}>
            Save changes
          </Button>
          <Text role="status" color="green.fg" fontWeight="medium">
            {saved ? 'Your profile has been saved.' : ''}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
