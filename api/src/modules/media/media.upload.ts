import { Type } from 'typebox';
import type { Static } from 'typebox';
import { fileTooLarge, validation } from '../../errors.js';

/** The raster types uploads accept, recognised by their magic numbers. */
export type RasterType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The bytes really are the declared raster type (magic numbers), not just claim to be. */
export function looksLikeRaster(type: RasterType, bytes: Buffer): boolean {
  switch (type) {
    case 'image/png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/webp':
      return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  }
}

/** What an upload takes, told to clients so they check a file before sending it. */
export const UploadRulesDto = Type.Object(
  {
    maxBytes: Type.Integer({ description: 'The largest file, in bytes; a larger one is refused with code 504.' }),
    contentTypes: Type.Array(Type.String(), { description: 'The MIME types taken, e.g. image/png.' }),
  },
  { title: 'UploadRulesDto', description: "An upload's size and types, as the api checks them." },
);
export type UploadRulesDto = Static<typeof UploadRulesDto>;

/** A profile picture: PNG, JPEG or WebP, at most 5 MB. */
export const PICTURE_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

export interface UploadRules {
  maxBytes: number;
  /** What the user reads when `data` is empty or is not base64. */
  messages: { missing: string; unreadable: string };
  /** The bytes' check against the declared type: null when they pass, else what is wrong. */
  refusal: (bytes: Buffer) => string | null;
}

/**
 * Decodes an upload's base64 `data` (a data URL prefix and line breaks allowed) and checks it:
 * 400 naming `data` when empty, unreadable or not what it claims, 413 (code 504) over the size.
 */
export function decodeUpload(data: string, rules: UploadRules): Buffer {
  const base64 = data.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (base64 === '') throw validation('data', rules.messages.missing);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw validation('data', rules.messages.unreadable);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > rules.maxBytes) throw fileTooLarge();
  const refusal = rules.refusal(bytes);
  if (refusal) throw validation('data', refusal);
  return bytes;
}
