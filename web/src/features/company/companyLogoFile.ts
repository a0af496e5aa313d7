import { FILE_TOO_LARGE_MESSAGE } from '../account';

/** The server's limit for logos (bigger files answer the catalogue's code 504). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export const WRONG_LOGO_TYPE_MESSAGE = 'Choose a PNG, JPEG, WebP or SVG image.';

/** Why `file` cannot be a logo, or null when it can. Checked before sending. */
export function logoFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return WRONG_LOGO_TYPE_MESSAGE;
  if (file.size > MAX_LOGO_BYTES) return FILE_TOO_LARGE_MESSAGE;
  return null;
}
