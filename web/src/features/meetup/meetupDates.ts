import { formatDateTime } from '../../shared/format/dates';

/** The short name of `timeZone` (undefined: the viewer's) at `iso`, e.g. "EST" or "GMT+1". */
export function zoneName(iso: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short', timeZone }).formatToParts(new Date(iso));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * When a meetup is held, in the product's date style: "Dec 18, 2026, 6:00 PM – 8:00 PM EST" (the
 * end's day repeated only when it ends another day), in the viewer's zone or in `timeZone`.
 */
export function meetupWhen(startsAt: string, endsAt: string, timeZone?: string): string {
  const start = formatDateTime(startsAt, timeZone) ?? '';
  const end = formatDateTime(endsAt, timeZone) ?? '';
  const cut = (text: string) => {
    const at = text.lastIndexOf(', ');
    return at < 0 ? { day: '', time: text } : { day: text.slice(0, at), time: text.slice(at + 2) };
  };
  const endParts = cut(end);
  const sameDay = cut(start).day === endParts.day;
  return `${start} – ${sameDay ? endParts.time : end} ${zoneName(startsAt, timeZone)}`.trim();
}

/** The viewer's own IANA zone (the browser's). */
export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * A wall-clock time typed in a form (`YYYY-MM-DDTHH:mm`, a datetime-local value) read in
 * `timeZone`, as an ISO instant; null when unreadable or the zone is unknown.
 */
export function zonedInstant(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  try {
    // Twice: the offset at the first guess may differ across a daylight-saving change.
    const first = wall - offsetAt(wall, timeZone);
    return new Date(wall - offsetAt(first, timeZone)).toISOString();
  } catch {
    return null;
  }
}

/**
 * An instant as the wall-clock time of `timeZone` in a datetime-local field's shape
 * (`YYYY-MM-DDTHH:mm`): how the edit form shows a saved meetup, the inverse of `zonedInstant`.
 */
export function wallClockOf(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
