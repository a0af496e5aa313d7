import type { Caller } from '../../session/request.session.js';

/** The Viewer as resolvers see it; the acting user and subscription come from the loaders. */
export interface ViewerModel {
  /** The session's email (the admin's own while impersonating); null for partner bearer callers. */
  email: string | null;
  isAdmin: boolean;
  isImpersonated: boolean;
  needsImpersonationTarget: boolean;
}

export function viewerModel(caller: Caller): ViewerModel {
  const isImpersonated = caller.impersonatedUserId !== null;
  return {
    email: caller.email,
    isAdmin: caller.isAdmin,
    isImpersonated,
    needsImpersonationTarget: caller.isAdmin && !isImpersonated,
  };
}
