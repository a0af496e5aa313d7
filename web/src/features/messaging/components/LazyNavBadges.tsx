import { lazy, Suspense } from 'react';

// The first route has no room for the badges' query (web/build/bundleBudget.ts): they load right
// after the first paint; until then the links show without a count.
const Inbox = lazy(() => import('./UnreadNavBadge').then((m) => ({ default: m.InboxUnreadBadge })));
const CompanyInbox = lazy(() => import('./UnreadNavBadge').then((m) => ({ default: m.CompanyInboxUnreadBadge })));

/** Unread threads beside "Inbox". */
export function InboxNavBadge() {
  return (
    <Suspense fallback={null}>
      <Inbox />
    </Suspense>
  );
}

/** Unread threads beside "Company inbox". */
export function CompanyInboxNavBadge() {
  return (
    <Suspense fallback={null}>
      <CompanyInbox />
    </Suspense>
  );
}
