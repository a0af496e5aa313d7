/** The admin's picker of whom to act as. */
export const IMPERSONATE_PATH = '/impersonate';
