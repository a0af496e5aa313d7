/**
 * The generated mark of a company without an uploaded logo: a colourway and a pattern picked from
 * its name's hash, with its initials. The same name always gives the same mark (on every render,
 * page and machine), and different names mostly give different ones.
 */

/** Palettes of the theme (never one the build trims, ui/unusedPalettes.ts). */
export const MARK_HUES = ['brand', 'blue', 'green', 'orange', 'red', 'yellow', 'gray'] as const;
export type MarkHue = (typeof MARK_HUES)[number];

/**
 * Light: a pale ground (100), its pattern darker (300), initials in 900. Dark: a deep
 * ground (700), its pattern darker still (800), white initials. The initials and whatever lies
 * behind them are at least 4.5:1 apart in every hue (WCAG AA for normal text; companyMark.test.ts).
 */
export const MARK_TONES = {
  light: { ground: 100, pattern: 300, ink: 900 },
  dark: { ground: 700, pattern: 800, ink: null },
} as const;
export type MarkTone = keyof typeof MARK_TONES;

export const MARK_PATTERNS = ['stripes', 'rings', 'dots', 'sunrise', 'corners', 'waves', 'checks', 'orbit'] as const;
export type MarkPattern = (typeof MARK_PATTERNS)[number];

export interface CompanyMarkDesign {
  hue: MarkHue;
  tone: MarkTone;
  pattern: MarkPattern;
  /** Degrees, so one pattern also varies by its orientation. */
  rotation: 0 | 90 | 180 | 270;
  initials: string;
}

/** FNV-1a over the UTF-16 code units, then murmur3's finaliser so every bit depends on every character. */
export function markHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

const WORD_BREAKS = /[\s\-–—_/\\&+.,:;!?()[\]{}'"|]+/u;
const STARTS_WITH_LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

/** The first user-perceived character (an emoji with its modifiers stays whole). */
function firstGrapheme(text: string): string {
  const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text);
  return first?.segment ?? '';
}

/**
 * One or two initials: the first letters of the first and last words ("Helixa Biotherapeutics"
 * → "HB", "Cortexa" → "C"). Words that start with neither a letter nor a digit are skipped; a
 * name without any gives its first character.
 */
export function companyInitials(name: string): string {
  const words = name
    .trim()
    .split(WORD_BREAKS)
    .filter((word) => STARTS_WITH_LETTER_OR_DIGIT.test(word));
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (!first) return firstGrapheme(name.trim()) || '?';
  return [first, last]
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('')
    .toLocaleUpperCase();
}

/** The mark of a company, from its name (case and spacing do not matter). */
export function companyMarkDesign(name: string): CompanyMarkDesign {
  const hash = markHash(name.trim().replace(/\s+/g, ' ').toLocaleLowerCase());
  const pick = <T>(list: readonly T[], shift: number): T => list[(hash >>> shift) % list.length] as T;
  return {
    hue: pick(MARK_HUES, 0),
    tone: pick(['light', 'dark'] as const, 8),
    pattern: pick(MARK_PATTERNS, 12),
    rotation: pick([0, 90, 180, 270] as const, 20),
    initials: companyInitials(name),
  };
}
