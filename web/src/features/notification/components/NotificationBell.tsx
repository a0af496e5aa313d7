import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { SessionViewer } from '../../../shared/session/sessionContext';

// The first route has no room for the bell (web/build/bundleBudget.ts): it loads right after the
// first paint, in a box of its own size so the header does not move when it arrives.
const BellButton = lazy(() => import('./BellButton').then((m) => ({ default: m.BellWithCount })));

export interface NotificationBellProps {
  viewer: Pick<SessionViewer, 'permissions'>;
}

/** The header's bell, for viewers holding the INBOX permission (not visitors, not impersonating admins). */
export function NotificationBell({ viewer }: NotificationBellProps) {
  if (!viewer.permissions.includes('INBOX')) return null;
  return (
    <Suspense fallback={<Box w="10" h="10" flexShrink={0} />}>
      <BellButton />
    </Suspense>
  );
}
