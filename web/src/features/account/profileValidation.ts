import { FIELD_LIMITS } from '../../__generated__/fieldLimits';
import { isPhoneNumber, PHONE_MESSAGE } from '../../shared/user/phoneNumber';
import { overLimit } from '../../ui/textLimit';

/** The Profile tab's fields, as typed. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  jobTitle: string;
  phone: string;
  linkedin: string;
  city: string;
  state: string;
  country: string;
  /** 'Mask Me on Company Profile'. */
  masked: boolean;
}

export type ProfileField = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** The api's limit of each typed field (its OpenAPI document's maxLength, generated). */
export const PROFILE_LIMITS = FIELD_LIMITS.UpdateUserBody;

const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  jobTitle: 'Job title',
  phone: 'Phone',
  linkedin: 'LinkedIn',
  city: 'City',
  state: 'State / region',
} as const;

export const LINKEDIN_MESSAGE = 'Enter your LinkedIn profile URL, e.g. https://www.linkedin.com/in/your-name.';

/** A LinkedIn URL as typed ('linkedin.com/in/x' or a full URL) as an https URL; null when invalid. */
export function normalizeLinkedin(value: string): string | null {
  const trimmed = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    const host = url.hostname.toLowerCase();
    const onLinkedin = host === 'linkedin.com' || host.endsWith('.linkedin.com');
    return url.protocol === 'https:' && onLinkedin && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'First name cannot be empty';
  if (!values.lastName.trim()) errors.lastName = 'Last name cannot be empty';
  if (values.phone.trim() && !isPhoneNumber(values.phone)) errors.phone = PHONE_MESSAGE;
  if (values.linkedin.trim() && !normalizeLinkedin(values.linkedin)) errors.linkedin = LINKEDIN_MESSAGE;
  for (const field of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
    const tooLong = overLimit(values[field], PROFILE_LIMITS[field], LABELS[field]);
    if (tooLong) errors[field] = tooLong;
  }
  return errors;
}

/** `updateProfile`'s input (call after `validateProfile` passed): trimmed, blanks as null. */
export function profileInput(values: ProfileValues) {
  const optional = (value: string) => (value.trim() ? value.trim() : null);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    jobTitle: optional(values.jobTitle),
    phone: optional(values.phone),
    linkedin: values.linkedin.trim() ? normalizeLinkedin(values.linkedin) : null,
    city: optional(values.city),
    state: optional(values.state),
    country: optional(values.country),
    masked: values.masked,
  };
}
