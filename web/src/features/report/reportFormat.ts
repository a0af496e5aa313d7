import type { RequestKind } from '../../__generated__/graphql';
import { formatDate } from '../../shared/format/dates';

/** The smallest group a figure may describe: the api withholds (null) figures of fewer companies. */
export const MIN_GROUP = 3;
/** What a withheld cell shows (and its CSV cell holds). */
export const WITHHELD = 'Fewer than 3';
export const WITHHELD_NOTE = `"${WITHHELD}": fewer than ${MIN_GROUP} companies make this figure, so it is not shown, to keep every company's activity private.`;

export const KIND_LABELS: Record<RequestKind, string> = {
  SITE: 'Clinical trial site',
  SERVICE: 'Clinical trial service',
  INNOVATION: 'Innovation',
};
export const KINDS: readonly RequestKind[] = ['SITE', 'SERVICE', 'INNOVATION'];

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const numberFormat = new Intl.NumberFormat('en-US');

/** `2026-03` as "Mar 2026" (UTC, the product's English). */
export const monthLabel = (month: string): string => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** A count as shown in a cell: the number, or the withheld text. */
export const countText = (count: number | null): string => (count === null ? WITHHELD : numberFormat.format(count));

/** Hours as shown in a cell: "5.5 h", or "—" when there is none, or the withheld text. */
export const hoursText = (hours: number | null, withheld: boolean): string =>
  withheld ? WITHHELD : hours === null ? '—' : `${numberFormat.format(hours)} h`;

/** "Apr 1, 2025 – Mar 2, 2026". */
export const periodText = (from: string, to: string): string => `${formatDate(from) ?? from} – ${formatDate(to) ?? to}`;

export const PERIOD_OPTIONS = [
  { value: '3', label: 'Last 3 months' },
  { value: '6', label: 'Last 6 months' },
  { value: '12', label: 'Last 12 months' },
  { value: '24', label: 'Last 24 months' },
] as const;
