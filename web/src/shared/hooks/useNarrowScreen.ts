import { useSyncExternalStore } from 'react';

/** Below Chakra's `lg` breakpoint (62em), where the search lays its filters above the results. */
const NARROW_QUERY = '(max-width: 61.99em)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on narrow screens; false where the browser cannot tell (the wide layout then applies). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
