import type { MyAccountTab } from '../../shared/paths';

// `/my-account` and its `?tab=` builder are in shared/paths: the shell's modals and other features
// link to them. What only this page reads lives here.

/** The tabs of `/my-account`, in display order (spec §2). */
export const ACCOUNT_TABS = [
  'profile',
  'password',
  'security',
  'interests',
  'emails',
] as const satisfies readonly MyAccountTab[];
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export function isAccountTab(value: string | null): value is AccountTab {
  return (ACCOUNT_TABS as readonly (string | null)[]).includes(value);
}

/** `?tab=` as a tab; anything else shows the first one. */
export function parseAccountTab(value: string | null): AccountTab {
  return isAccountTab(value) ? value : 'profile';
}

/** The unsubscribe link of every mail (the api's digest builds `${publicUrl}/unsubscribe?token=`). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
