import type { CapabilityAlertStatus } from '../../__generated__/graphql';

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
