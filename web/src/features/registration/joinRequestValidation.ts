import { FIELD_LIMITS } from '../../__generated__/fieldLimits';
import { isPhoneNumber, PHONE_MESSAGE } from '../../shared/user/phoneNumber';
import { overLimit } from '../../ui/textLimit';
import type { JoinRequestDraft } from './registrationStore';

export type JoinRequestField = keyof JoinRequestDraft;
export type JoinRequestErrors = Partial<Record<JoinRequestField, string>>;

/** The api's limits of the sign-up fields (its OpenAPI document's maxLength, generated). */
export const SIGNUP_LIMITS = FIELD_LIMITS.SignupBody;

const TYPED = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  jobTitle: 'Job title',
  phone: 'Phone',
  referralOther: 'How you heard about us',
} as const;

// A deliberately loose shape check: the server decides what is deliverable and what is a
// business address; this only catches typos before a round trip.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

/** The join request's field errors (empty when it can be sent). */
export function validateJoinRequest(draft: JoinRequestDraft): JoinRequestErrors {
  const errors: JoinRequestErrors = {};
  const email = draft.email.trim();
  if (!email) errors.email = 'Email cannot be empty';
  else if (!isEmailShaped(email)) errors.email = 'Enter a valid email address.';
  if (!draft.firstName.trim()) errors.firstName = 'First name cannot be empty';
  if (!draft.lastName.trim()) errors.lastName = 'Last name cannot be empty';
  if (draft.phone.trim() && !isPhoneNumber(draft.phone)) errors.phone = PHONE_MESSAGE;
  if (!draft.referralSource) errors.referralSource = 'Please tell us how you heard about us.';
  else if (draft.referralSource === 'OTHER' && !draft.referralOther.trim())
    errors.referralOther = 'Please specify how you heard about us.';
  for (const field of Object.keys(TYPED) as (keyof typeof TYPED)[]) {
    const tooLong = overLimit(draft[field], SIGNUP_LIMITS[field], TYPED[field]);
    if (tooLong) errors[field] = tooLong;
  }
  return errors;
}

/** Trimmed, with empty optional fields left out (the API stores absent, not blank, values). */
export function joinRequestInput(draft: JoinRequestDraft) {
  const optional = (value: string) => (value.trim() ? value.trim() : null);
  return {
    email: draft.email.trim(),
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    jobTitle: optional(draft.jobTitle),
    phone: optional(draft.phone),
    referralOther: draft.referralSource === 'OTHER' ? optional(draft.referralOther) : null,
  };
}
