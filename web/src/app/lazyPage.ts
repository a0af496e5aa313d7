import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * A page loaded on first use, as its own chunk. Pages are named exports (house style), while
 * React.lazy expects a default export: this adapts one to the other.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  return lazy(async () => ({ default: await load() }));
}
