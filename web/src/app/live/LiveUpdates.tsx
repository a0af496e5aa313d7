import { lazy, Suspense } from 'react';
import type { SessionViewer } from '../../shared/session/sessionContext';

// The socket library and the cache updater load after the first paint, and only for viewers who
// hold the inbox (an admin acting as someone does not: spec §6).
const LiveConnection = lazy(() => import('./LiveConnection').then((m) => ({ default: m.LiveConnection })));

/** Keeps the viewer's inbox, counts and notifications current while the app is open (issue 14). */
export function LiveUpdates({ viewer }: { viewer: SessionViewer }) {
  if (!viewer.permissions.includes('INBOX') || !viewer.user) return null;
  return (
    <Suspense fallback={null}>
      {/* A new identity is a new connection: nothing of one user's stream reaches another's. */}
      <LiveConnection key={viewer.user.id} />
    </Suspense>
  );
}
