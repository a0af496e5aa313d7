import { FIELD_LIMITS } from '../../__generated__/fieldLimits';
import type { ApiKeyScope, CreateApiKeyInput } from '../../__generated__/graphql';
import { characterCount, tooLongMessage } from '../../ui/textLimit';

/** The longest name the api takes. */
export const API_KEY_NAME_MAX = FIELD_LIMITS.CreateApiKeyBody.name;

export type ExpiryChoice = 'NEVER' | 'DAYS_30' | 'DAYS_90' | 'YEAR_1' | 'DATE';

export const EXPIRY_OPTIONS: ReadonlyArray<{ value: ExpiryChoice; label: string }> = [
  { value: 'NEVER', label: 'Never' },
  { value: 'DAYS_30', label: 'In 30 days' },
  { value: 'DAYS_90', label: 'In 90 days' },
  { value: 'YEAR_1', label: 'In 1 year' },
  { value: 'DATE', label: 'On a date…' },
];

export interface ApiKeyFormValues {
  name: string;
  scope: ApiKeyScope;
  expiry: ExpiryChoice;
  /** `YYYY-MM-DD` or '': the last day of use when `expiry` is DATE. */
  day: string;
}

/** What a new key's form starts with: read only (the safer scope), never expiring. */
export const EMPTY_API_KEY_FORM: ApiKeyFormValues = { name: '', scope: 'READ_ONLY', expiry: 'NEVER', day: '' };

/** Messages by the input field they concern (the names the api's UserError `field` uses). */
export interface ApiKeyFormErrors {
  name?: string;
  expiresAt?: string;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** An instant's day in UTC, `YYYY-MM-DD`. */
export const utcDay = (time: Date): string => time.toISOString().slice(0, 10);

/** The last moment of a UTC day: a key chosen to end on a day works through all of it. */
export const endOfUtcDay = (day: string): string => `${day}T23:59:59.999Z`;

function shifted(now: Date, { days = 0, years = 0 }: { days?: number; years?: number }): Date {
  const time = new Date(now.getTime());
  time.setUTCFullYear(time.getUTCFullYear() + years, time.getUTCMonth(), time.getUTCDate() + days);
  return time;
}

/** The latest day a key may end on: its end at most 2 years from `now`, as the api requires. */
export function latestExpiryDay(now: Date): string {
  const limit = shifted(now, { years: 2 });
  const sameDay = utcDay(limit);
  return Date.parse(endOfUtcDay(sameDay)) <= limit.getTime() ? sameDay : utcDay(shifted(limit, { days: -1 }));
}

/** The day a preset ends on (the end of that UTC day), or null for "Never". */
function presetDay(expiry: Exclude<ExpiryChoice, 'DATE'>, now: Date): string | null {
  if (expiry === 'NEVER') return null;
  if (expiry === 'YEAR_1') return utcDay(shifted(now, { years: 1 }));
  return utcDay(shifted(now, { days: expiry === 'DAYS_30' ? 30 : 90 }));
}

/** What is wrong with the form, by field; empty when it can be sent. */
export function validateApiKeyForm(values: ApiKeyFormValues, now: Date = new Date()): ApiKeyFormErrors {
  const errors: ApiKeyFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Enter a name for the key.';
  else if (characterCount(name) > API_KEY_NAME_MAX) errors.name = tooLongMessage('Name', API_KEY_NAME_MAX);
  if (values.expiry === 'DATE') {
    const end = DAY_PATTERN.test(values.day) ? Date.parse(endOfUtcDay(values.day)) : Number.NaN;
    if (Number.isNaN(end)) errors.expiresAt = 'Choose the day the key stops working.';
    else if (end <= now.getTime()) errors.expiresAt = 'Choose a date in the future.';
    else if (values.day > latestExpiryDay(now)) errors.expiresAt = 'Choose a date at most 2 years from today.';
  }
  return errors;
}

/** The mutation's input for a valid form: the name trimmed, the expiry as the end of its UTC day (null: never). */
export function createApiKeyInput(values: ApiKeyFormValues, now: Date = new Date()): CreateApiKeyInput {
  const day = values.expiry === 'DATE' ? values.day : presetDay(values.expiry, now);
  return { name: values.name.trim(), scope: values.scope, expiresAt: day ? endOfUtcDay(day) : null };
}
