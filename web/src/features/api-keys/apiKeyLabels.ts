import type { ApiKeyScope, ApiKeyStatus } from '../../__generated__/graphql';

export const SCOPE_LABELS: Record<ApiKeyScope, string> = { READ_ONLY: 'Read only', READ_WRITE: 'Read and write' };

export const SCOPE_HINTS: Record<ApiKeyScope, string> = {
  READ_ONLY: 'Queries only: every change is refused.',
  READ_WRITE: 'Queries and changes, within your own permissions.',
};

export const STATUS_LABELS: Record<ApiKeyStatus, string> = { ACTIVE: 'Active', EXPIRED: 'Expired', REVOKED: 'Revoked' };

export const STATUS_PALETTES: Record<ApiKeyStatus, string> = { ACTIVE: 'green', EXPIRED: 'orange', REVOKED: 'red' };

/** A key's stored first characters, shown as the start of something longer: `tbk_3f9a…`. */
export const prefixText = (prefix: string): string => `${prefix}…`;

/** "1 request", "1,204 requests". */
export function countText(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : `${noun}s`}`;
}
