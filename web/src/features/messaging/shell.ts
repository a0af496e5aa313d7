import type { NavEntry } from '../../shared/routing/routeTypes';
import { InboxNavBadge } from './components/LazyNavBadges';
import { INBOX_PATH } from './messagingUrls';

// One link for both inboxes, so the header fits one line: the inbox page's tabs lead on to the
// company inbox. Who holds COMPANY_INBOX holds INBOX too (spec §6), and the badge's query needs INBOX.
export const navigation: readonly NavEntry[] = [
  { to: INBOX_PATH, label: 'Inbox', order: 44, permission: 'INBOX', badge: InboxNavBadge },
];
