import { createElement, lazy } from 'react';
import type { ComponentType, FunctionComponent } from 'react';

/**
 * A page loaded on first use, as its own chunk. `preload()` fetches the chunk ahead (the router
 * awaits it, so navigation shows progress and a failed chunk reaches the route's error page);
 * once loaded, the page renders at once, without suspending. Pages are named exports (house
 * style), while React.lazy expects a default export: this adapts one to the other. Props pass
 * through (a route's `preview` takes some).
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): FunctionComponent<P> & { preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

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
  function LazyPage(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(LazyPage, { preload });
}
