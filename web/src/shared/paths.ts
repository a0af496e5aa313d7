// The paths of spec §2 that the shell (guards, header, modals, session end) or several features
// link to. A feature keeps its own paths in `<feature>Urls.ts`; a path moves here when the shell or
// another feature needs it, so nobody imports a feature's internals for a URL.

export const HOME_PATH = '/';
export const NOT_FOUND_PATH = '/404';

export const LOGIN_PATH = '/login';

/** `/login`, optionally carrying the path to return to after sign-in. */
export function loginPath(returnTo?: string | null): string {
  if (!returnTo) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ returnTo }).toString()}`;
}

/** Router state of `/login`: a message explaining why the session ended (never persisted). */
export interface LoginLocationState {
  notice?: string;
}

export const REGISTER_PATH = '/register';

/** The member dashboard. */
export const DASHBOARD_PATH = '/dashboard';

/** The admin's picker of whom to act as. */
export const IMPERSONATE_PATH = '/impersonate';

export const MY_ACCOUNT_PATH = '/my-account';
export type MyAccountTab = 'profile' | 'password' | 'security' | 'interests' | 'emails';

/** `/my-account`, optionally opened on a tab (`?tab=`). */
export function myAccountPath(tab?: MyAccountTab): string {
  return tab ? `${MY_ACCOUNT_PATH}?tab=${tab}` : MY_ACCOUNT_PATH;
}

/** My subscription; `?billing=true` is the billing view behind the billing-admin guard. */
export const MY_SUBSCRIPTION_PATH = '/dashboard/subscription';
export const BILLING_PATH = `${MY_SUBSCRIPTION_PATH}?billing=true`;

/** The billing view, on a page of the team (zero-based; the first page is left out). */
export function billingPath(page = 0): string {
  return page > 0 ? `${BILLING_PATH}&page=${page}` : BILLING_PATH;
}

/** Plans and pricing, and its offerings section. */
export const SUBSCRIPTIONS_PATH = '/subscriptions';
export const OFFERINGS_PATH = `${SUBSCRIPTIONS_PATH}#offerings`;

export const CONTRACTED_PARTNERS_PATH = '/dashboard/contracted-partners';
export const INBOX_PATH = '/dashboard/inbox';

/** The company's looking-for list (manage); the company profile links to it for its members. */
export const DASHBOARD_LOOKING_FOR_PATH = '/dashboard/looking-for';

/** The public list of capability alerts, and the company's own alerts (manage). */
export const CAPABILITY_PATH = '/capability';
export const DASHBOARD_CAPABILITY_PATH = '/dashboard/capability';
