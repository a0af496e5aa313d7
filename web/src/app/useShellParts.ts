import { useEffect, useState } from 'react';
import type * as shellParts from './shellParts';

/** The features' additions to the shell (app/shellParts.ts): header links, header items, banners. */
export type ShellParts = typeof shellParts;

let loaded: ShellParts | null = null;
let pending: Promise<ShellParts> | null = null;

/**
 * Loads the shell's parts (once): a chunk of their own, so the first route carries none of them
 * and a feature adding a link adds nothing to it. A prerendered page's boot waits for them, so
 * the app's first render draws the header the HTML shows (App.tsx).
 */
export function loadShellParts(): Promise<ShellParts> {
  pending ??= import('./shellParts').then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      // A failed chunk (offline, a deploy removed it) may load on the next attempt.
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The shell's parts once loaded (null until then: the header shows its links when they arrive). */
export function useShellParts(): ShellParts | null {
  const [parts, setParts] = useState(loaded);
  useEffect(() => {
    if (parts) return;
    let current = true;
    loadShellParts().then(
      (loadedParts) => current && setParts(loadedParts),
      // Without them the header still has the brand and the account: nothing to show instead.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [parts]);
  return parts;
}
