import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD_PATH, IMPERSONATE_PATH } from '../../shared/paths';
import { useSession } from '../../shared/session/useViewer';

/** What sign-in needs to know about the new viewer to pick the next page. */
export interface SignedInViewer {
  needsImpersonationTarget: boolean;
}

/**
 * Finishes a successful sign-in (password or challenge): reloads the session first, so the
 * guards of the next page see the signed-in viewer, then goes to the impersonation picker
 * (admins without a target), the validated `returnTo`, or the dashboard.
 */
export function useCompleteSignIn() {
  const { refresh } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (viewer: SignedInViewer, returnTo: string | null) => {
      // A failed reload is not fatal: the next page's guard re-reads the session anyway.
      await refresh().catch(() => undefined);
      await navigate(viewer.needsImpersonationTarget ? IMPERSONATE_PATH : (returnTo ?? DASHBOARD_PATH), {
        replace: true,
      });
    },
    [navigate, refresh],
  );
}
