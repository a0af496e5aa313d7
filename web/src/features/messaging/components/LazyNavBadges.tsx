import { lazy, Suspense } from 'react';

// The first route has no room for the badge's query (web/build/bundleBudget.ts): it loads right
// after the first paint; until then the link shows without a count.
const Badge = lazy(() => import('./UnreadNavBadge').then((m) => ({ default: m.InboxUnreadBadge })));

/** Unread threads of both inboxes beside "Inbox" (the inbox page's tabs split them per box). */
export function InboxNavBadge() {
  return (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  );
}
