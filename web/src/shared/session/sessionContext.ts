import { createContext } from 'react';
import type { AppViewerQuery } from '../../__generated__/graphql';

/** The signed-in viewer as the shell sees it (the `AppViewer` query's `viewer`). */
export type SessionViewer = NonNullable<AppViewerQuery['viewer']>;

export interface Session {
  /**
   * `loading` until an answer arrives (at start, and again after sign-out or a session end);
   * `error` when it could not be loaded and there is nothing to show; `ready` once `viewer` is
   * known (null when signed out).
   */
  status: 'loading' | 'error' | 'ready';
  viewer: SessionViewer | null;
  /** With `error`: why (the error screen words its advice by it). */
  error?: unknown;
  /** Re-reads the session from the server (after sign-in, impersonation changes...). */
  refresh: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);
