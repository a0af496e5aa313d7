// What other features may use of messaging: the "Contact" button of profiles and search results,
// and forgetting the inbox lists after a change elsewhere opened a thread (a response does).
export { ContactCompanyButton } from './components/ContactCompanyButton';
export type { ContactCompanyButtonProps } from './components/ContactCompanyButton';
export { INBOX_PATH } from './messagingUrls';
export { evictInboxLists } from './inboxCache';
