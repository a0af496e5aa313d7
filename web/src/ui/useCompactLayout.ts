import { useCallback, useSyncExternalStore } from 'react';

/** Below Chakra's `md` breakpoint (48em, 768 px): phones, where tables become lists and side panels drawers. */
const COMPACT_QUERY = '(max-width: 47.99em)';

/** Below Chakra's `lg` breakpoint (64em, 1024 px): too narrow for a wide comparison table. */
export const BELOW_DESKTOP_QUERY = '(max-width: 63.99em)';

function query(mediaQuery: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(mediaQuery)
    : null;
}

/**
 * True on phone-wide screens (or below `mediaQuery`'s width). Decided in script rather than with CSS
 * alone so only one layout is rendered: two copies of a row would repeat every button and label to
 * screen readers and tests. False where the browser cannot tell (the prerender, tests): the wide
 * layout then applies.
 */
export function useCompactLayout(mediaQuery: string = COMPACT_QUERY): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = query(mediaQuery);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [mediaQuery],
  );
  return useSyncExternalStore(
    subscribe,
    () => query(mediaQuery)?.matches ?? false,
    () => false,
  );
}
