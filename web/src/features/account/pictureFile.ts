/** The API's limit (spec §8 code 504 answers anything larger). */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * Sent with a picture or logo upload: the server lets only uploads past its ordinary GraphQL body
 * limit (~100 KB), and only when they ask with this header.
 */
export const UPLOAD_CONTEXT = { headers: { 'x-graphql-upload': '1' } } as const;

/** The catalogue's message for code 504. */
export const FILE_TOO_LARGE_MESSAGE = 'File is too large.';
export const WRONG_PICTURE_TYPE_MESSAGE = 'Choose a PNG, JPEG or WebP image.';

/** Why `file` cannot be a profile picture, or null when it can. Checked before sending. */
export function pictureFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return WRONG_PICTURE_TYPE_MESSAGE;
  if (file.size > MAX_PICTURE_BYTES) return FILE_TOO_LARGE_MESSAGE;
  return null;
}

/** The file as a data URL (for the preview); its base64 part is what the API takes. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file'));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** The base64 payload of a data URL. */
export function base64Of(dataUrl: string): string {
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}
