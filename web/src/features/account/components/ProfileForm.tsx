import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { SelectField } from '../../../ui/SelectField';
import { SubmitRow } from '../../../ui/FormField';
import { TextField } from '../../../ui/TextField';
import { useMutationForm } from '../../../ui/useMutationForm';
import { PROFILE_LIMITS, profileInput, validateProfile } from '../profileValidation';
import type { ProfileValues } from '../profileValidation';
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
        ...UserErrorFields
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

// Errors of the typed fields show under them; the rest (and 'masked', a radio group) above.
const SHOWN_FIELDS = [...TEXT_FIELDS.map(({ field }) => field), 'country'] as const;

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
  const form = useMutationForm(ProfileFormUpdateDocument, {
    payload: (data) => data.updateProfile,
    fields: SHOWN_FIELDS,
    done: 'Your profile has been saved.',
  });
  // A country stored before the list changed stays selectable rather than silently dropped.
  const countryNames = countries.map((country) => country.name);
  const extraCountry = values.country && !countryNames.includes(values.country) ? values.country : null;

  const change = (patch: Partial<ProfileValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    form.setNotice('');
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateProfile(values);
    form.clear();
    if (Object.keys(invalid).length > 0) return form.setFieldErrors(invalid);
    void form.send({ input: profileInput(values) });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <ErrorAlerts messages={form.errors} />
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
              error={form.fieldErrors[field]}
              onChange={(value) => change({ [field]: value })}
            />
          ))}
          <SelectField
            label="Country"
            name="country"
            placeholder="Select a country"
            value={values.country}
            options={[...(extraCountry ? [extraCountry] : []), ...countries.map((country) => country.name)].map(
              (name) => ({ value: name, label: name }),
            )}
            error={form.fieldErrors.country}
            onChange={(country) => change({ country })}
          />
        </SimpleGrid>
        <ProfileVisibility masked={values.masked} onChange={(masked) => change({ masked })} />
        <SubmitRow label="Save changes" loading={form.loading} notice={form.notice} />
      </Stack>
    </form>
  );
}
