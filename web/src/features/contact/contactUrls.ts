/** The Contact Us page. */
export const CONTACT_US_PATH = '/contact-us';
