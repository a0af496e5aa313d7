import { useSyncExternalStore } from 'react';

/** Below Chakra's `md` breakpoint (48em, 768 px): phones, where tables become lists and side panels drawers. */
const COMPACT_QUERY = '(max-width: 47.99em)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(COMPACT_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * True on phone-wide screens. Decided in script rather than with CSS alone so only one layout is
 * rendered: two copies of a row would repeat every button and label to screen readers and tests.
 * False where the browser cannot tell (the prerender, tests): the wide layout then applies.
 */
export function useCompactLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
