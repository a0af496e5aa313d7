/**
 * Characters as the api counts them for `maxLength` (Unicode code points): an emoji is one, as on
 * the server, even where JavaScript's `length` counts two.
 */
export const characterCount = (value: string): number => [...value].length;

/** The counter appears from this share of the limit ("142 / 150"). */
export const COUNTER_FROM = 0.8;

/** True once `value` comes near enough to `max` for the counter to show. */
export const nearLimit = (value: string, max: number): boolean =>
  characterCount(value) >= Math.ceil(max * COUNTER_FROM);

/** The message for a value over its limit, e.g. "Company name must be at most 150 characters." */
export const tooLongMessage = (label: string, max: number): string =>
  `${label} must be at most ${max.toLocaleString('en-US')} characters.`;

/** `tooLongMessage` when `value` (trimmed, as forms send it) is over `max`, else null. */
export function overLimit(value: string, max: number, label: string): string | null {
  return characterCount(value.trim()) > max ? tooLongMessage(label, max) : null;
}
