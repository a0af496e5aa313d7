import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';
import type { RoutePage } from './routeTypes';

/**
 * A page loaded on first use, as its own chunk. `preload()` fetches the chunk ahead (the router
 * awaits it, so navigation shows progress and a failed chunk reaches the route's error page);
 * once loaded, the page renders at once, without suspending. Pages are named exports (house
 * style), while React.lazy expects a default export: this adapts one to the other.
 */
export function lazyPage(load: () => Promise<ComponentType>): RoutePage & { preload: () => Promise<ComponentType> } {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;

  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk (offline, a deploy removed it) may load on the next attempt.
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  const Lazy = lazy(async () => ({ default: await preload() }));
  function LazyPage() {
    return loaded ? createElement(loaded) : createElement(Lazy);
  }
  return Object.assign(LazyPage, { preload });
}
