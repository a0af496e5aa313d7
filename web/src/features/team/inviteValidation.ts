/** What an invitation needs: an email address, a subject and a text (the server's limits). */
export interface InviteFields {
  email: string;
  subject: string;
  text: string;
}

export type InviteErrors = Partial<Record<keyof InviteFields, string>>;

export const SUBJECT_MAX = 200;
export const TEXT_MAX = 5000;

// One @, something on both sides, a dot in the domain: the server checks the rest.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field errors of an invitation; empty when it may be sent. */
export function validateInvite({ email, subject, text }: InviteFields): InviteErrors {
  const errors: InviteErrors = {};
  if (!email.trim()) errors.email = 'Email cannot be empty';
  else if (!EMAIL_SHAPE.test(email.trim())) errors.email = 'Enter a valid email address';
  if (!subject.trim()) errors.subject = 'Subject cannot be empty';
  else if (subject.trim().length > SUBJECT_MAX)
    errors.subject = `Subject cannot be longer than ${SUBJECT_MAX} characters`;
  if (!text.trim()) errors.text = 'Message cannot be empty';
  else if (text.trim().length > TEXT_MAX) errors.text = `Message cannot be longer than ${TEXT_MAX} characters`;
  return errors;
}
