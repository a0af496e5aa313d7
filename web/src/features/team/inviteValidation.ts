import { FIELD_LIMITS } from '../../__generated__/fieldLimits';
import { overLimit } from '../../ui/textLimit';

/** What an invitation needs: an email address, a subject and a text (the server's limits). */
export interface InviteFields {
  email: string;
  subject: string;
  text: string;
}

export type InviteErrors = Partial<Record<keyof InviteFields, string>>;

// The api's limits (its OpenAPI document's maxLength, generated).
export const INVITE_LIMITS = FIELD_LIMITS.InviteBody;

// One @, something on both sides, a dot in the domain: the server checks the rest.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field errors of an invitation; empty when it may be sent. */
export function validateInvite({ email, subject, text }: InviteFields): InviteErrors {
  const errors: InviteErrors = {};
  const set = (field: keyof InviteFields, message: string | null) => {
    if (message) errors[field] ??= message;
  };
  if (!email.trim()) set('email', 'Email cannot be empty');
  else if (!EMAIL_SHAPE.test(email.trim())) set('email', 'Enter a valid email address');
  if (!subject.trim()) set('subject', 'Subject cannot be empty');
  if (!text.trim()) set('text', 'Message cannot be empty');
  set('email', overLimit(email, INVITE_LIMITS.email, 'Email'));
  set('subject', overLimit(subject, INVITE_LIMITS.subject, 'Subject'));
  set('text', overLimit(text, INVITE_LIMITS.text, 'Message'));
  return errors;
}
