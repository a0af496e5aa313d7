import { useContext } from 'react';
import { SessionContext } from './sessionContext';
import type { Session, SessionViewer } from './sessionContext';

/** The whole session: status, viewer and `refresh`. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

/** The signed-in viewer, or null when signed out or still loading. */
export function useViewer(): SessionViewer | null {
  return useSession().viewer;
}
