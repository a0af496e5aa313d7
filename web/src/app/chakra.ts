import { createElement, useSyncExternalStore } from 'react';
import { lazyPage } from '../shared/routing/lazyPage';
import type * as chakraScope from '../ui/ChakraScope';

type ChakraModule = typeof chakraScope;

let loaded: ChakraModule | null = null;
let pending: Promise<ChakraModule> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads Chakra (its own chunks, which the pages share): the router loads it with every page
 * (router.tsx), and the shell's first render never waits for it.
 */
export function loadChakra(): Promise<ChakraModule> {
  pending ??= import('../ui/ChakraScope').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A failed chunk (offline, a deploy removed it) may load on the next attempt.
      pending = null;
      throw error;
    },
  );
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Chakra's page-wide styles, once Chakra has loaded. An external store, not a lazy component: the
 * styles commit in the same render as the first scope that needs them, and a failed load breaks
 * nothing here.
 */
export function ChakraGlobalsSlot() {
  const chakra = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  return chakra ? createElement(chakra.ChakraGlobals) : null;
}

/** ui/ChakraScope's scope, loaded on first use; `preload()` loads it ahead (the router does, with each page). */
export const ChakraScope = lazyPage(() => loadChakra().then((module) => module.ChakraScope));
