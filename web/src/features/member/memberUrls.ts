// The feature's path: plain data, read by the route codegen before anything is generated.
export const MANAGE_MEMBERS_PATH = '/dashboard/manage-members';
