import { lazyPage } from '../../shared/routing/lazyPage';
import { member } from '../../shared/routing/routeFactories';
import type { AppRoute, NavEntry } from '../../shared/routing/routeTypes';
import { CompanyInboxUnreadBadge, InboxUnreadBadge } from './components/UnreadNavBadge';
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

export const navigation: readonly NavEntry[] = [
  { to: INBOX_PATH, label: 'Inbox', order: 44, permission: 'INBOX', badge: InboxUnreadBadge },
  {
    to: COMPANY_INBOX_PATH,
    label: 'Company inbox',
    order: 46,
    permission: 'COMPANY_INBOX',
    badge: CompanyInboxUnreadBadge,
  },
];
