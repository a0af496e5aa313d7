/** The public list of capability alerts, and the company's own alerts (manage). */
export const CAPABILITY_PATH = '/capability';
export const DASHBOARD_CAPABILITY_PATH = '/dashboard/capability';
