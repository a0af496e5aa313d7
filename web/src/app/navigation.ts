import { createElement, Fragment } from 'react';
import type { ReactNode } from 'react';
import { featureShells } from '../__generated__/featureShell';
import type { NavEntry } from '../shared/routing/routeTypes';
import type { SessionViewer } from '../shared/session/sessionContext';
import { ChakraScope } from '../ui/ChakraScope';

// Loaded with the shell's parts after the first paint (useShellParts.ts), never in the first route.

/** The header's links as the features declare them (their shell.ts), in their declared order. */
export const navigationEntries: readonly NavEntry[] = featureShells
  .flatMap((shell) => shell.navigation ?? [])
  .sort((a, b) => a.order - b.order);

export interface NavigationLink {
  to: string;
  /** The entry's label, followed by its badge when it has one (the header and drawer render it as is). */
  label: ReactNode;
}

/**
 * The header's links, from the features' navigation entries: signed out, those open to
 * everyone; signed in, those the viewer's permissions open (and, for links built from the viewer
 * such as "My company", only when they lead somewhere); none for an admin who has not picked
 * whom to act as yet. Placeholder routes declare no entries, so they never appear.
 */
export function navigationLinks(
  viewer: SessionViewer | null,
  entries: readonly NavEntry[] = navigationEntries,
): NavigationLink[] {
  if (viewer?.needsImpersonationTarget) return [];
  return entries.flatMap((entry) => {
    const admitted = viewer
      ? !entry.permission || viewer.permissions.includes(entry.permission)
      : entry.signedOut === true;
    // Signed out, `admitted` holds only for entries with a fixed path (open to everyone).
    const to = !admitted ? null : typeof entry.to === 'string' ? entry.to : viewer && entry.to(viewer);
    if (!to) return [];
    return [
      {
        to,
        // The badge is a feature's (Chakra's) component; the header around it is plain HTML.
        label: entry.badge
          ? createElement(Fragment, null, entry.label, createElement(ChakraScope, null, createElement(entry.badge)))
          : entry.label,
      },
    ];
  });
}
