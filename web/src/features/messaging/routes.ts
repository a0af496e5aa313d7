import { member } from '../../shared/routing/routeFactories';
import type { PageModule, RouteDeclaration } from '../../shared/routing/routeTypes';
import { COMPANY_INBOX_PATH, INBOX_PATH } from './messagingUrls';

const inbox: PageModule = './pages/InboxPage#InboxPage';
const companyInbox: PageModule = './pages/InboxPage#CompanyInboxPage';

// Any plan (anyPlan): replies and threads others start are free (docs/messaging.md "Plans"), so
// a user without a plan still reads and answers what was sent to them; starting a thread is
// what needs a plan, and the api refuses that.
export const routes: readonly RouteDeclaration[] = [
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
