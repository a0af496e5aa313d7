import type { CapabilityAlertStatus } from '../../__generated__/graphql';

// "12 Jan 2027": a valid-until day is a calendar day (UTC), never shifted by the viewer's zone.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `YYYY-MM-DD` as "12 Jan 2027" (the text itself when unreadable). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** Today (UTC) as `YYYY-MM-DD`, the first valid-until day an alert may have. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

export const ALERT_STATUS_LABELS: Record<CapabilityAlertStatus, string> = {
  DRAFT: 'Draft',
  CURRENT: 'Current',
  EXPIRED: 'Expired',
  WITHDRAWN: 'Withdrawn',
};

/** The badge palette of a status: current alerts stand out, the rest are quiet. */
export const ALERT_STATUS_PALETTES: Record<CapabilityAlertStatus, string> = {
  DRAFT: 'gray',
  CURRENT: 'green',
  EXPIRED: 'orange',
  WITHDRAWN: 'gray',
};

/** Role types whose companies publish capability alerts. */
export const ALERT_PUBLISHER_TYPES: readonly string[] = ['VENDOR', 'SITE'];
