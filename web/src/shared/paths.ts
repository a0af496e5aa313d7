// The shell's own paths (spec §2): those its guards, header, session end and modals are built on.
// A feature keeps its paths in `<feature>Urls.ts` and exports what others link to from its index.ts;
// the shell and shared code link to a feature's route with `routePath('<declared pattern>')`
// (shared/routing/routePath.ts), typed by the route manifest. A new feature adds nothing here.

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
