import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useModals } from '../../shared/modals/modalContext';
import { useSession } from '../../shared/session/useViewer';
import { forgetSessionStartModal, rememberSessionStartModal, sessionStartModalShown } from './sessionStartMemory';
import { sessionStartModal } from './sessionStartModal';

/**
 * Opens spec §4's session-start modal once per session (a sign-in, or an admin starting to act
 * as someone; a reload of the same tab continues the session). If another modal is open then,
 * the request is ignored like any other.
 */
export function useSessionStartModals(): void {
  const { status, viewer } = useSession();
  const { open } = useModals();
  const { pathname } = useLocation();
  const client = useApolloClient();
  const handled = useRef<string | null>(null);

  useEffect(
    () =>
      client.onClearStore(async () => {
        handled.current = null;
        forgetSessionStartModal();
      }),
    [client],
  );

  useEffect(() => {
    if (status !== 'ready' || !viewer?.user) return;
    const userId = viewer.user.id;
    if (handled.current === userId) return;
    if (sessionStartModalShown(userId)) {
      handled.current = userId;
      return;
    }
    const modal = sessionStartModal(viewer, pathname);
    if (modal?.kind === 'wait') return;
    handled.current = userId;
    let opened = false;
    if (modal?.kind === 'interestsRequired') opened = open('interestsRequired', {});
    if (modal?.kind === 'freeTrial') opened = open('freeTrial', modal.reminder);
    if (opened) rememberSessionStartModal(userId);
  }, [open, pathname, status, viewer]);
}
