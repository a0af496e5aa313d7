// What other features may use of capability: the paths of the public list and the company's alerts (the dashboard links to them).
export { CAPABILITY_PATH, DASHBOARD_CAPABILITY_PATH } from './capabilityUrls';
