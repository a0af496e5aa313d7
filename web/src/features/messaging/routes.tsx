import { lazyPage } from '../../shared/routing/lazyPage';
import { member } from '../../shared/routing/routeFactories';
import type { AppRoute, NavEntry } from '../../shared/routing/routeTypes';
import { InboxNavBadge } from './components/LazyNavBadges';
import { COMPANY_INBOX_PATH, INBOX_PATH } from './messagingUrls';

const inbox = lazyPage(() => import('./pages/InboxPage').then((m) => m.InboxPage));
const companyInbox = lazyPage(() => import('./pages/InboxPage').then((m) => m.CompanyInboxPage));

// Any plan (anyPlan): replies and threads others start are free (docs/messaging.md "Plans"), so
// a user without a plan still reads and answers what was sent to them; starting a thread is
// what needs a plan, and the api refuses that.
export const routes: readonly AppRoute[] = [
  member(INBOX_PATH, 'Inbox', 'Your messages.', 'INBOX', { anyPlan: true, page: inbox }),
  member(`${INBOX_PATH}/:threadId`, 'Inbox', 'A conversation.', 'INBOX', { anyPlan: true, page: inbox }),
  member(COMPANY_INBOX_PATH, 'Company inbox', "Your company's messages.", 'COMPANY_INBOX', {
    anyPlan: true,
    page: companyInbox,
  }),
  member(`${COMPANY_INBOX_PATH}/:threadId`, 'Company inbox', 'A conversation.', 'COMPANY_INBOX', {
    anyPlan: true,
    page: companyInbox,
  }),
];

// One link for both inboxes, so the header fits one line: the inbox page's tabs lead on to the
// company inbox. Who holds COMPANY_INBOX holds INBOX too (spec §6), and the badge's query needs INBOX.
export const navigation: readonly NavEntry[] = [
  { to: INBOX_PATH, label: 'Inbox', order: 44, permission: 'INBOX', badge: InboxNavBadge },
];
