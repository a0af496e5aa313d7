// The product's one date style (docs/decisions.md, "Dates"; web/src/shared/format/dates.ts), for
// the server's HTML: "Dec 18, 2026" for a day (UTC), "Dec 18, 2026, 1:07 AM" for a moment. The
// server knows no viewer's zone, so a meetup's times read in the zone it is held in, named.
const LOCALE = 'en-US';
const dayFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });

function readDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day (UTC), "Dec 18, 2026"; the text itself when unreadable. */
export function formatDay(value: string): string {
  const date = readDate(value);
  return date ? dayFormat.format(date) : value;
}

function moment(date: Date, timeZone: string): string {
  // One space before "AM", as the web writes it (ICU puts a narrow no-break space).
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone })
    .format(date)
    .replace(/\u202f/g, ' ');
}

function zoneName(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(LOCALE, { timeZoneName: 'short', timeZone }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** "Dec 18, 2026, 6:00 PM – 8:00 PM GMT (Europe/London)": the end's day only when it ends another day. */
export function meetupWhen(startsAt: string, endsAt: string, timeZone: string): string {
  const start = readDate(startsAt);
  const end = readDate(endsAt);
  if (!start || !end) return `${startsAt} – ${endsAt}`;
  try {
    const from = moment(start, timeZone);
    const to = moment(end, timeZone);
    const day = (text: string) => text.slice(0, Math.max(0, text.lastIndexOf(', ')));
    const endText = day(from) === day(to) ? to.slice(day(to).length + 2) : to;
    return `${from} – ${endText} ${zoneName(start, timeZone)} (${timeZone})`;
  } catch {
    // A zone this runtime does not know: the instants in UTC.
    return `${moment(start, 'UTC')} – ${moment(end, 'UTC')} UTC`;
  }
}

/** A description for the meta tag: the text's first 160 characters, cut at a word. */
export function shortText(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
