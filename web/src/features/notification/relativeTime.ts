const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago `iso` was at `now`, in
 * the largest whole unit; null when the date is unreadable. A time slightly ahead (a clock a
 * little fast) reads as "just now" rather than "in 1 minute".
 */
export function formatRelativeTime(iso: string, now: number = Date.now()): string | null {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return null;
  const seconds = Math.round((now - time) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}

/** The full local date and time, for a tooltip beside the relative one. */
export function formatAbsoluteTime(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : absolute.format(date);
}
