/** The company's looking-for list (manage); the company profile links to it for its members. */
export const DASHBOARD_LOOKING_FOR_PATH = '/dashboard/looking-for';
