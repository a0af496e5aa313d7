import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// http(s) URLs up to the next whitespace or angle bracket. Only these two schemes are matched,
// so `javascript:` and `data:` text stays text. Trailing punctuation that ends a sentence is
// given back to the text ("see https://x.example." links https://x.example).
const URL_PATTERN = /https?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** A piece of a message: plain text, or a link to an http(s) URL. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** Splits plain text into text and http(s) links; nothing is ever read as HTML. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const trailing = TRAILING.exec(match[0])?.[0] ?? '';
    const href = match[0].slice(0, match[0].length - trailing.length);
    if (!isWebUrl(href)) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function isWebUrl(candidate: string): boolean {
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A message body as React nodes: strings (React escapes them, so tags show as tags) and links
 * opening in a new tab without giving it a handle on this one. Line breaks are kept by the
 * caller's `white-space: pre-wrap`; long URLs wrap anywhere rather than widen the page.
 */
export function linkify(text: string): ReactNode[] {
  return splitLinks(text).map((part, index) =>
    part.kind === 'text' ? (
      part.text
    ) : (
      <Link
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        color="colorPalette.fg"
        textDecoration="underline"
        overflowWrap="anywhere"
      >
        {part.href}
      </Link>
    ),
  );
}
