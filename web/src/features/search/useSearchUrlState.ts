import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchParams, toSearchParams } from './searchParams';
import type { SearchState } from './searchState';

/** A change of the search state, applied to the newest state (never to the one a click rendered with). */
export type SearchUpdate = (state: SearchState) => SearchState;

export interface SearchChangeOptions {
  /** Replace the history entry (typing in the search box) instead of adding one. */
  replace?: boolean;
}

/** The URLs this page wrote that the router has not shown yet, and the one it showed before them. */
interface Writes {
  base: string;
  written: string[];
}

/** Whether the router is still on its way to this page's last write. */
function waiting({ base, written }: Writes, committed: string): boolean {
  const last = written.at(-1);
  return last !== undefined && committed !== last && (committed === base || written.includes(committed));
}

/**
 * The search state, which lives in the URL (a search is a link), changed so that clicks compose.
 * The router commits a URL and renders it later, in a transition that a busy page can hold back
 * for seconds; a click computed from what was last rendered then dropped the filters clicked in
 * between (issue 26: three filters 150 ms apart kept one). Here each change applies to the newest
 * state this page asked for, which shows at once (the checkbox ticks when clicked), and then goes
 * to the URL. A URL this page did not write (back, forward, a link) is the state again.
 */
export function useSearchUrlState(): [SearchState, (update: SearchUpdate, options?: SearchChangeOptions) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const committed = searchParams.toString();
  const [writes, setWrites] = useState<Writes>({ base: committed, written: [] });
  // Caught up: what was written is history now, and going back to it is the user's own move.
  const [seen, setSeen] = useState(committed);
  if (seen !== committed) {
    setSeen(committed);
    if (committed === writes.written.at(-1)) setWrites({ base: committed, written: [] });
  }
  const current = waiting(writes, committed) ? (writes.written.at(-1) ?? committed) : committed;
  const state = useMemo(() => parseSearchParams(new URLSearchParams(current)), [current]);

  // What a click starts from: kept by the clicks themselves and by every render (a URL from elsewhere).
  const latest = useRef({ writes, committed, current });
  useEffect(() => {
    latest.current = { writes, committed, current };
  }, [writes, committed, current]);

  const change = useCallback(
    (update: SearchUpdate, { replace = false }: SearchChangeOptions = {}) => {
      const { writes: before, committed: now, current: from } = latest.current;
      const next = toSearchParams(update(parseSearchParams(new URLSearchParams(from))));
      const text = next.toString();
      if (text === from) return;
      const kept = waiting(before, now) ? before : { base: now, written: [] };
      const after = { base: kept.base, written: [...kept.written, text] };
      latest.current = { writes: after, committed: now, current: text };
      setWrites(after);
      setSearchParams(next, { replace });
    },
    [setSearchParams],
  );
  return [state, change];
}
