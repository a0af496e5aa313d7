import { ApiError } from '../../errors.js';
import { TEXT_LIMITS } from '../../http/text-limits.js';

/** The longest texts of a contact message, in characters (docs/contact.md). */
export const CONTACT_TEXT_LIMITS = {
  name: TEXT_LIMITS.personName,
  email: TEXT_LIMITS.email,
  company: 200,
  message: TEXT_LIMITS.message,
  /** The hidden honeypot field: anything a bot puts there, up to this. */
  website: 300,
  formToken: 200,
} as const;
export const MIN_CONTACT_MESSAGE = 10;

/** The topics a sender picks from; the label is the support mail's subject. */
export const CONTACT_TOPICS = [
  { value: 'GENERAL', label: 'General question' },
  { value: 'SALES', label: 'Sales and plans' },
  { value: 'BILLING', label: 'Billing' },
  { value: 'SUPPORT', label: 'Technical support' },
  { value: 'PRIVACY', label: 'Privacy and data' },
  { value: 'PARTNERSHIPS', label: 'Partnerships' },
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value'];
export const topicLabel = (value: string): string => CONTACT_TOPICS.find((t) => t.value === value)?.label ?? value;

export const CONTACT_RULES = {
  /** Messages one address may send within an hour (trapped ones count too). */
  perEmailPerHour: 3,
  /** Messages everyone together may send within an hour: a flood from many addresses stops here. */
  allPerHour: 200,
  windowMs: 60 * 60 * 1000,
  /** A form sent sooner than this after it was shown was not filled in by a person. */
  minFillMs: 3000,
  /** A form shown longer ago than this is refused: reload it (its token is too old). */
  maxFormAgeMs: 24 * 60 * 60 * 1000,
} as const;

/** Delivery: the job's retries (the queue's), then the sweep's, up to `maxAttempts` failed runs. */
export const CONTACT_DELIVERY = {
  job: 'contact-message-delivery',
  sweepCron: '*/10 * * * *',
  /** The sweep leaves younger messages to their job. */
  sweepAfterMs: 2 * 60 * 1000,
  /** Older undelivered messages are left for support to read in the database. */
  sweepWithinMs: 7 * 24 * 60 * 60 * 1000,
  maxAttempts: 10,
} as const;

export const CONTACT_MESSAGES = {
  disabled: 'The Contact Us Form is disabled and your request cannot be sent currently.',
  oneLine: (field: string) => `${field} must be on one line.`,
  nameRequired: 'Enter your name.',
  email: 'Enter a valid email address, e.g. name@company.com.',
  message: `message must be ${MIN_CONTACT_MESSAGE} to ${CONTACT_TEXT_LIMITS.message} characters.`,
  formExpired: 'This form is out of date. Reload the page and send your message again.',
  perEmail: (minutes: number) =>
    `You have already sent ${CONTACT_RULES.perEmailPerHour} messages from this address in the last hour. ` +
    `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  busy: (minutes: number) =>
    `We are receiving too many messages right now. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** Spec §8's 181: the form is switched off (CONTACT_FORM_ENABLED=false, or by the admin group's switch). */
export const contactDisabled = (): ApiError => new ApiError(403, 181, CONTACT_MESSAGES.disabled);

/** Too many messages: 429 with Retry-After (the route sets the header from `retryAfterSeconds`). */
export class ContactLimitError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'ContactLimit', message);
  }
}
