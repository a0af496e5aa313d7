/** The member dashboard. */
export const DASHBOARD_PATH = '/dashboard';
