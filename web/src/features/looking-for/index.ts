// What other features may use of looking-for: the path of the company's list (the profile and the dashboard link to it).
export { DASHBOARD_LOOKING_FOR_PATH } from './lookingForUrls';
