// The product's one date style (docs/decisions.md, "Dates"): "Dec 18, 2026" for a day,
// "Dec 18, 2026, 1:07 AM" for a moment, and "2 h ago" for recent activity. English (US) like
// every other text and price in the product, whatever the browser's language.
const LOCALE = 'en-US';

// Days the product stores (deadlines, end dates, payment days) are UTC calendar days: formatted
// in UTC, "ends on Dec 31" never shows as the 30th west of Greenwich. Made on first use: making
// it as the module loaded cost ~12 ms inside /search's boot (docs/performance.md).
let dayFormat: Intl.DateTimeFormat | undefined;

interface ZoneFormats {
  day: Intl.DateTimeFormat;
  moment: Intl.DateTimeFormat;
  /** Numeric year, month and day, to count calendar days in the zone. */
  parts: Intl.DateTimeFormat;
}

const zoneFormats = new Map<string, ZoneFormats>();

/** Formats for a zone (undefined: the viewer's), made once each. */
function formatsIn(timeZone: string | undefined): ZoneFormats {
  const key = timeZone ?? '';
  let formats = zoneFormats.get(key);
  if (!formats) {
    formats = {
      day: new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone }),
      moment: new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
      parts: new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone }),
    };
    zoneFormats.set(key, formats);
  }
  return formats;
}

/** An ISO date-time or `YYYY-MM-DD` as a Date, or null when absent or unreadable. */
function readDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day (UTC), "Dec 18, 2026"; null when absent or unreadable. */
export function formatDate(value: string | null | undefined): string | null {
  const date = readDate(value);
  if (!date) return null;
  dayFormat ??= new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });
  return dayFormat.format(date);
}

/** A moment in the viewer's zone (or `timeZone`), "Dec 18, 2026, 1:07 AM"; null when absent or unreadable. */
export function formatDateTime(value: string | null | undefined, timeZone?: string): string | null {
  const date = readDate(value);
  // ICU 72 puts a narrow no-break space before "AM"; some engines (Chrome) print a plain one.
  // One character everywhere keeps the copy, and text searches for it, the same.
  return date
    ? formatsIn(timeZone)
        .moment.format(date)
        .replace(/\u202f/g, ' ')
    : null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The calendar day of `date` in `timeZone`, as a count of days (to tell yesterday from before). */
function dayNumber(date: Date, timeZone: string | undefined): number {
  const parts = formatsIn(timeZone).parts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Math.round(Date.UTC(part('year'), part('month') - 1, part('day')) / DAY);
}

export interface RelativeOptions {
  /** The clock, for tests. */
  now?: Date | number;
  /** The zone the viewer's days are counted in (undefined: the browser's), for tests. */
  timeZone?: string;
}

/**
 * When something happened, as activity is read: "just now", "5 min ago", "2 h ago", "yesterday",
 * then the day ("Dec 18, 2026", in the viewer's zone: yesterday's evening is the viewer's
 * yesterday). A time slightly ahead (a clock a little fast) reads as "just now". Null when
 * absent or unreadable.
 */
export function formatRelative(value: string | null | undefined, options: RelativeOptions = {}): string | null {
  const date = readDate(value);
  if (!date) return null;
  const now = new Date(options.now ?? Date.now());
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const daysBefore = dayNumber(now, options.timeZone) - dayNumber(date, options.timeZone);
  if (daysBefore === 1) return 'yesterday';
  return formatsIn(options.timeZone).day.format(date);
}
