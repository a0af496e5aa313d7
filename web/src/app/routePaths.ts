// Paths of spec §2 that the shell links to and whose feature folders either belong to another
// screen's owner or do not exist yet. Feature-owned paths stay in `<feature>Urls.ts`.

export const HOME_PATH = '/';
export const NOT_FOUND_PATH = '/404';

export const REGISTER_PATH = '/register';
export const VERIFICATION_PATH = '/verification';
export const CREATE_PASSWORD_PATH = '/create-password';
export const REGISTER_SUCCESS_SPONSOR_PATH = '/register-success-sponsor';
export const REGISTER_SUCCESS_PARTNER_PATH = '/register-success-partner';

export const MY_ACCOUNT_PATH = '/my-account';
export type MyAccountTab = 'profile' | 'password' | 'security' | 'interests';

/** `/my-account`, optionally opened on a tab (`?tab=`). */
export function myAccountPath(tab?: MyAccountTab): string {
  return tab ? `${MY_ACCOUNT_PATH}?tab=${tab}` : MY_ACCOUNT_PATH;
}

/** My subscription; `?billing=true` is the billing view behind the billing-admin guard. */
export const MY_SUBSCRIPTION_PATH = '/dashboard/subscription';
export const BILLING_PATH = `${MY_SUBSCRIPTION_PATH}?billing=true`;

/** Plans and pricing, and its offerings section. */
export const SUBSCRIPTIONS_PATH = '/subscriptions';
export const OFFERINGS_PATH = `${SUBSCRIPTIONS_PATH}#offerings`;

export const CONTRACTED_PARTNERS_PATH = '/dashboard/contracted-partners';
export const INBOX_PATH = '/dashboard/inbox';
