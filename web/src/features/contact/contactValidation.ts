import { FIELD_LIMITS } from '../../__generated__/fieldLimits';
import { overLimit } from '../../ui/textLimit';

/** The form's fields as typed (the honeypot `website` is apart: people never see it). */
export interface ContactValues {
  name: string;
  email: string;
  company: string;
  topic: string;
  message: string;
}
export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The api's limits (its OpenAPI maxLength, generated). */
export const CONTACT_LIMITS = FIELD_LIMITS.ContactMessageBody;
/** The api's shortest message (its minLength; the generated limits carry only maxima). */
export const MIN_MESSAGE = 10;

const LINE_BREAK = /[\r\n]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/** The checks the api makes too, worded for the form; the api's answer still wins. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'Enter your name.';
  else if (LINE_BREAK.test(name)) errors.name = 'name must be on one line.';
  else errors.name = overLimit(name, CONTACT_LIMITS.name, 'Name') ?? undefined;
  if (!EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address, e.g. name@company.com.';
  errors.company = overLimit(values.company, CONTACT_LIMITS.company, 'Company') ?? undefined;
  if (values.topic === '') errors.topic = 'Choose a topic.';
  const message = values.message.trim();
  if ([...message].length < MIN_MESSAGE) errors.message = `Write at least ${MIN_MESSAGE} characters.`;
  else errors.message = overLimit(message, CONTACT_LIMITS.message, 'Message') ?? undefined;
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}
