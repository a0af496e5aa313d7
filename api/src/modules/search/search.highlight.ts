import { MATCH_END, MATCH_START } from './search.text.js';

/** A piece of text and whether it matched: clients emphasise matches without ever parsing HTML. */
export interface HighlightSegment {
  text: string;
  match: boolean;
}

function push(segments: HighlightSegment[], text: string, match: boolean): void {
  if (text === '') return;
  const last = segments[segments.length - 1];
  if (last && last.match === match) last.text += text;
  else segments.push({ text, match });
}

/** Splits ts_headline output at its markers; [] when nothing matched (it then shows the start). */
export function segmentsFromMarked(marked: string): HighlightSegment[] {
  if (!marked.includes(MATCH_START)) return [];
  const segments: HighlightSegment[] = [];
  for (const [index, part] of marked.split(MATCH_START).entries()) {
    if (index === 0) {
      push(segments, part, false);
      continue;
    }
    const end = part.indexOf(MATCH_END);
    if (end < 0) {
      push(segments, part, true);
      continue;
    }
    push(segments, part.slice(0, end), true);
    push(
      segments,
      part
        .slice(end + MATCH_END.length)
        .split(MATCH_END)
        .join(''),
      false,
    );
  }
  return segments;
}

const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The name split at the words the search text matched: a word matches a query word when one is a
 * prefix of the other or they share their first four letters (stems, typos near the end).
 * Words of one character never match.
 */
export function highlightName(name: string, text: string): HighlightSegment[] {
  const tokens = (fold(text).match(WORD) ?? []).filter((t) => t.length > 1);
  const segments: HighlightSegment[] = [];
  let position = 0;
  for (const found of name.matchAll(WORD)) {
    const word = fold(found[0]);
    const matched = tokens.some(
      (token) => commonPrefix(word, token) >= Math.max(2, Math.min(token.length, word.length, 4)),
    );
    if (!matched) continue;
    push(segments, name.slice(position, found.index), false);
    push(segments, found[0], true);
    position = found.index + found[0].length;
  }
  push(segments, name.slice(position), false);
  return segments;
}
