// What other features may use of messaging: the "Contact" button of profiles and search results.
export { ContactCompanyButton } from './components/ContactCompanyButton';
export type { ContactCompanyButtonProps } from './components/ContactCompanyButton';
export { INBOX_PATH } from './messagingUrls';
