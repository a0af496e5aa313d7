import type { ResponseStatus } from '../../../__generated__/graphql';
import { INBOX_PATH } from '../../messaging';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$12,500": the api's whole US dollars as people read them. */
export const formatDollars = (amount: number): string => dollars.format(amount);

/** A response's status in words. */
export const STATUS_LABELS: Record<ResponseStatus, string> = {
  SUBMITTED: 'Submitted',
  SHORTLISTED: 'Shortlisted',
  DECLINED: 'Declined',
  AWARDED: 'Awarded',
  NOT_AWARDED: 'Not selected',
};

/** The colour of a status badge. */
export const STATUS_PALETTES: Record<ResponseStatus, string> = {
  SUBMITTED: 'gray',
  SHORTLISTED: 'blue',
  DECLINED: 'red',
  AWARDED: 'green',
  NOT_AWARDED: 'gray',
};

/**
 * The conversation a response opened: the responder wrote it (their inbox); the poster's company
 * received it (its company inbox).
 */
export function responseThreadPath(threadId: string, asPoster: boolean): string {
  return asPoster ? `/dashboard/company-inbox/${threadId}` : `${INBOX_PATH}/${threadId}`;
}
