/** What an upload takes (the api's `UploadRules`): the largest file and the MIME types. */
export interface ImageRules {
  maxBytes: number;
  contentTypes: readonly string[];
}

/**
 * Sent with a picture or logo upload: the server lets only uploads past its ordinary GraphQL body
 * limit (~100 KB), and only when they ask with this header.
 */
export const UPLOAD_CONTEXT = { headers: { 'x-graphql-upload': '1' } } as const;

/** The catalogue's message for code 504. */
export const FILE_TOO_LARGE_MESSAGE = 'File is too large.';

const TYPE_NAMES: Readonly<Record<string, string>> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
};

/** The types as people name them: 'PNG, JPEG or WebP'. */
export function typesText(contentTypes: readonly string[]): string {
  const names = contentTypes.map((type) => TYPE_NAMES[type] ?? type.replace(/^\w+\//, '').toUpperCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

/** A size limit as people read it: '5 MB'. */
export function sizeText(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

/** Why `file` cannot be uploaded under `rules`, or null when it can. Checked before sending. */
export function imageFileProblem(file: Pick<File, 'size' | 'type'>, rules: ImageRules): string | null {
  if (!rules.contentTypes.includes(file.type)) return `Choose a ${typesText(rules.contentTypes)} image.`;
  if (file.size > rules.maxBytes) return FILE_TOO_LARGE_MESSAGE;
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
