import type { Executor } from '../../db/database.js';
import { type TextMatchSet, textMatchSet } from './search.engine.js';
import type { SearchSnapshot } from './search.snapshot.js';
import { type MatchMode, matchText } from './search.text.js';

export interface SnapshotTextMatches {
  set: TextMatchSet;
  mode: MatchMode;
}

export interface TextMatcher {
  /** The text's matches among the snapshot's companies, most relevant first when `ranked`. */
  match(snapshot: SearchSnapshot, text: string, ranked: boolean): Promise<SnapshotTextMatches>;
}

/**
 * How many texts' matches are kept, and the memory they may take together. An entry holds its
 * matching positions twice (by relevance and ascending), 8 bytes per match: a word matching
 * 40,000 companies takes 320 KB.
 */
export const TEXT_MATCH_CACHE = { entries: 64, bytes: 16 * 1024 * 1024 };

interface Entry {
  ranked: boolean;
  matches: Promise<SnapshotTextMatches>;
  /** 0 until the matches arrive. */
  bytes: number;
}

const newer = (a: SearchSnapshot, b: SearchSnapshot): boolean =>
  a.epoch > b.epoch || (a.epoch === b.epoch && a.generation > b.generation);

/**
 * Text matching (PostgreSQL full text, then prefix and trigram fallbacks; search.text.ts) with
 * the matches of recent texts kept for the current snapshot. Matching a broad word reads tens of
 * thousands of index entries and rows, and a user refining a search (a filter, the next page,
 * another sort) sends the same text again and again; the result is the same until a company
 * changes, and then the snapshot changes too, so entries live exactly as long as their snapshot.
 * Concurrent searches for one text share one query. The least recently used text goes first when
 * either limit is passed; `limits.entries` 0 keeps nothing.
 */
export function createTextMatcher(db: Executor, limits: { entries?: number; bytes?: number } = {}): TextMatcher {
  const capacity = limits.entries ?? TEXT_MATCH_CACHE.entries;
  const budget = limits.bytes ?? TEXT_MATCH_CACHE.bytes;
  let current: SearchSnapshot | undefined;
  // Map order is recency: a hit moves to the end, the first key is the least recently used.
  const entries = new Map<string, Entry>();
  let used = 0;

  const forget = (text: string): void => {
    used -= entries.get(text)?.bytes ?? 0;
    entries.delete(text);
  };
  const trim = (): void => {
    for (const text of entries.keys()) {
      if (entries.size <= capacity && used <= budget) break;
      forget(text);
    }
  };
  const load = (snapshot: SearchSnapshot, text: string, ranked: boolean): Promise<SnapshotTextMatches> =>
    matchText(db, text, ranked).then((m) => ({ set: textMatchSet(snapshot.columns, m.ids), mode: m.mode }));

  return {
    match(snapshot, text, ranked) {
      if (capacity === 0) return load(snapshot, text, ranked);
      if (current === undefined || newer(snapshot, current)) {
        current = snapshot;
        entries.clear();
        used = 0;
      }
      // A search still on an older snapshot (it started before a change) is answered, not kept.
      if (snapshot !== current) return load(snapshot, text, ranked);
      const hit = entries.get(text);
      if (hit && (hit.ranked || !ranked)) {
        entries.delete(text);
        entries.set(text, hit);
        return hit.matches;
      }
      forget(text);
      const entry: Entry = { ranked, matches: load(snapshot, text, ranked), bytes: 0 };
      entries.set(text, entry);
      entry.matches.then(
        ({ set }) => {
          if (entries.get(text) !== entry) return;
          entry.bytes = set.positions.byteLength + set.ascending.byteLength;
          used += entry.bytes;
          trim();
        },
        // A failed query is not kept: the next search tries again.
        () => {
          if (entries.get(text) === entry) forget(text);
        },
      );
      trim();
      return entry.matches;
    },
  };
}
