import type { ApiKeyScope, ApiKeyStatus } from '../../__generated__/graphql';

export const SCOPE_LABELS: Record<ApiKeyScope, string> = { READ_ONLY: 'Read only', READ_WRITE: 'Read and write' };

export const SCOPE_HINTS: Record<ApiKeyScope, string> = {
  READ_ONLY: 'Queries only: every change is refused.',
  READ_WRITE: 'Queries and changes, within your own permissions.',
};

export const STATUS_LABELS: Record<ApiKeyStatus, string> = { ACTIVE: 'Active', EXPIRED: 'Expired', REVOKED: 'Revoked' };

export const STATUS_PALETTES: Record<ApiKeyStatus, string> = { ACTIVE: 'green', EXPIRED: 'orange', REVOKED: 'red' };

/** A key's stored first characters, shown as the start of something longer: `tbk_3f9a…`. */
export const prefixText = (prefix: string): string => `${prefix}…`;

/** "1 request", "1,204 requests". */
export function countText(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : `${noun}s`}`;
}

const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const exact = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** When a key was last used, roughly: "just now", "5 minutes ago", "yesterday", "3 months ago". */
export function lastUsedText(iso: string, now: number = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  if (Number.isNaN(elapsed)) return '';
  const unit = UNITS.find(([, size]) => elapsed >= size);
  // A time slightly ahead of this clock reads as "just now", not "in 1 minute".
  return unit ? relative.format(-Math.floor(elapsed / unit[1]), unit[0]) : 'just now';
}

/** The exact time (UTC, as the api counts days), for the tooltip beside a relative one. */
export function exactTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '' : `${exact.format(time)} UTC`;
}
