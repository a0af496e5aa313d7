// End dates are calendar boundaries stored as UTC instants: formatting them in UTC keeps
// "ends on 31 December" from showing as the 30th west of Greenwich.
const endDateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

/** An ISO date-time as a localised date, or null when absent or unreadable. */
export function formatEndDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : endDateFormat.format(date);
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** An instant as a short date in UTC, like end dates (payment dates, invitation dates). */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** "1 day left", "3 days left". */
export function formatDaysLeft(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}
