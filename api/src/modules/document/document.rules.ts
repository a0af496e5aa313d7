import { fileTypeFromBuffer } from 'file-type';
import { ApiError, fileTooLarge, validation } from '../../errors.js';
import { hasUnsafeCharacters } from '../../http/text-safety.js';

/** The largest document: 25 MB (docs/documents.md). */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
/** How many first bytes the type check reads (file-type needs at most 4,100; Office zips more). */
export const SNIFF_BYTES = 64 * 1024;
/** How long an upload URL takes bytes, and how long a PENDING document lives before the sweep. */
export const UPLOAD_TTL_MS = 60 * 60 * 1000;
/** A presigned download link's life. */
export const DOWNLOAD_LINK_SECONDS = 60;
export const DOCUMENT_NAME_MAX = 255;
export const FOLDER_NAME_MAX = 80;

export const TYPE_NOT_ALLOWED_MESSAGE = 'Only PDF, Word, Excel, PowerPoint, text, CSV and image files can be uploaded.';
export const DOCUMENT_EXISTS_MESSAGE = 'This file is already in this folder.';
export const FOLDER_EXISTS_MESSAGE = 'You already have a folder with this name. Choose another name.';

export const documentTypeNotAllowed = (): ApiError =>
  new ApiError(415, 'DocumentTypeNotAllowed', TYPE_NOT_ALLOWED_MESSAGE, [
    { field: 'file', message: TYPE_NOT_ALLOWED_MESSAGE },
  ]);
export const documentExists = (): ApiError =>
  new ApiError(409, 'DocumentExists', DOCUMENT_EXISTS_MESSAGE, [{ field: 'file', message: DOCUMENT_EXISTS_MESSAGE }]);
export const folderExists = (): ApiError =>
  new ApiError(409, 'FolderExists', FOLDER_EXISTS_MESSAGE, [{ field: 'name', message: FOLDER_EXISTS_MESSAGE }]);
/** Over the size limit, named at `sizeBytes` (code 504, spec §8). */
export const documentTooLarge = (): ApiError => {
  const error = fileTooLarge();
  return new ApiError(error.statusCode, error.code, error.message, [{ field: 'sizeBytes', message: error.message }]);
};

/** Types that file-type names from the bytes, as stored. */
const DETECTED: Readonly<Record<string, string>> = {
  'application/pdf': 'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation':
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
};
/** Legacy Office files are all "Compound File Binary": the name's extension says which. */
const CFB_BY_EXTENSION: Readonly<Record<string, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};
/** Text has no magic number: accepted only under these extensions, as valid UTF-8 without NUL. */
const TEXT_BY_EXTENSION: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
};

export const ALLOWED_CONTENT_TYPES: readonly string[] = [
  ...new Set([...Object.values(DETECTED), ...Object.values(CFB_BY_EXTENSION), ...Object.values(TEXT_BY_EXTENSION)]),
];
export const ALLOWED_EXTENSIONS: readonly string[] = [
  '.pdf',
  '.docx',
  '.xlsx',
  '.pptx',
  '.doc',
  '.xls',
  '.ppt',
  '.txt',
  '.csv',
  '.md',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
];

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * The stored content type of a file, from its first bytes (and, for legacy Office and text, the
 * name's extension, which alone never suffices), or null when it is not on the allow-list.
 */
export async function detectContentType(head: Uint8Array, name: string): Promise<string | null> {
  if (head.length === 0) return null;
  const found = await fileTypeFromBuffer(head);
  const ext = extensionOf(name);
  if (found) {
    if (found.mime === 'application/x-cfb') return CFB_BY_EXTENSION[ext] ?? null;
    return DETECTED[found.mime] ?? null;
  }
  const text = TEXT_BY_EXTENSION[ext];
  if (!text || head.includes(0)) return null;
  try {
    // A cut in the middle of a character at the end of the sample is not an error of the file.
    new TextDecoder('utf-8', { fatal: true }).decode(trimPartialCharacter(head));
  } catch {
    return null;
  }
  return text;
}

/** Drops the last 1–3 bytes when they start a UTF-8 character the sample cut. */
function trimPartialCharacter(bytes: Uint8Array): Uint8Array {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return length > back ? bytes.subarray(0, bytes.length - back) : bytes;
    }
    return bytes;
  }
  return bytes;
}

// Line breaks and tabs (which the api's text check lets through) and the bidirectional overrides
// that make `exe.pdf` read as `fdp.exe` have no place in a file name.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NAME_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * A file name as stored: trimmed, its path's last part only (`../x.pdf` is `x.pdf`), 1 to 255
 * characters, no control characters or broken Unicode (a 400 at `field`).
 */
export function documentName(raw: string, field = 'name'): string {
  const parts = raw.split(/[\\/]/);
  const name = (parts[parts.length - 1] ?? '').trim();
  if (NAME_FORBIDDEN.test(raw) || hasUnsafeCharacters(raw)) {
    throw validation(
      field,
      `${field} contains characters that are not allowed (control characters or broken Unicode).`,
    );
  }
  const length = [...name].length;
  if (length === 0 || name === '.' || name === '..') throw validation(field, `${field} must not be empty.`);
  if (length > DOCUMENT_NAME_MAX) {
    throw validation(field, `${field} must be at most ${DOCUMENT_NAME_MAX} characters.`);
  }
  return name;
}

/** A folder name as stored: trimmed, 1 to 80 characters, no control characters. */
export function folderName(raw: string): string {
  const name = raw.trim();
  if (NAME_FORBIDDEN.test(raw) || hasUnsafeCharacters(raw)) {
    throw validation('name', 'name contains characters that are not allowed (control characters or broken Unicode).');
  }
  if (name.length === 0 || [...name].length > FOLDER_NAME_MAX) {
    throw validation('name', `name must be 1 to ${FOLDER_NAME_MAX} characters.`);
  }
  return name;
}

/** Checks a declared size: 0 is a 400, over the limit FILE_TOO_LARGE (504) — before any byte is sent. */
export function checkDeclaredSize(sizeBytes: number): void {
  if (sizeBytes <= 0) throw validation('sizeBytes', 'The file is empty.');
  if (sizeBytes > MAX_DOCUMENT_BYTES) throw documentTooLarge();
}

/** `content-disposition` for a download: an ASCII fallback and the exact name (RFC 6266 / 5987). */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7E]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
