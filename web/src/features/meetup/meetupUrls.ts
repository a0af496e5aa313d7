/** The meetups' addresses (routes.ts declares the patterns). */
export const MEETUPS_PATH = '/meetups';
export const meetupUrl = (code: string): string => `${MEETUPS_PATH}/${encodeURIComponent(code)}`;
/** Where a visitor registers: sign-up through the event, which registers them once their account is active. */
export const eventSignupUrl = (code: string): string => `/register?event=${encodeURIComponent(code)}`;
/** The admin group's form for a new meetup. */
export const MEETUP_ADMIN_PATH = '/admin/meetups';
