// What other features may use of messaging: the "Contact" button of profiles and search results.
export { ContactCompanyButton } from './components/ContactCompanyButton';
export type { ContactCompanyButtonProps } from './components/ContactCompanyButton';
// The "Showing 1–20 of 134" pager of the inbox, for other paged lists.
export { ThreadPager } from './components/ThreadPager';
