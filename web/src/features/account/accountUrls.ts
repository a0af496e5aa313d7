export const MY_ACCOUNT_PATH = '/my-account';

/** The tabs of `/my-account`, in display order (spec §2). */
export const ACCOUNT_TABS = ['profile', 'password', 'security', 'interests'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export function isAccountTab(value: string | null): value is AccountTab {
  return (ACCOUNT_TABS as readonly (string | null)[]).includes(value);
}

/** `?tab=` as a tab; anything else shows the first one. */
export function parseAccountTab(value: string | null): AccountTab {
  return isAccountTab(value) ? value : 'profile';
}

/** `/my-account?tab=<tab>`. */
export function myAccountPath(tab: AccountTab): string {
  return `${MY_ACCOUNT_PATH}?tab=${tab}`;
}
