const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });
const shortDate = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short' });
const longDate = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });
const full = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When something happened, as an inbox says it: "just now", "5 min. ago", "3 hr. ago",
 * "yesterday", "4 days ago", then the date ("12 Mar", with the year once it is another year).
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return (date.getFullYear() === now.getFullYear() ? shortDate : longDate).format(date);
}

/** The exact date and time, for a tooltip or a message's header. */
export function fullTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : full.format(date);
}
