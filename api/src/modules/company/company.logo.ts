import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { fileTooLarge, notFound, validation } from '../../errors.js';
import { mediaFiles } from '../media/media.table.js';
import { pictureUrl } from '../user/user.repository.js';
import { companies } from './company.table.js';

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
/** As the user reads them (the bff shows the api's field messages). */
export const LOGO_MESSAGES = {
  type: 'The logo must be a PNG, JPEG, WebP or SVG image.',
  missing: 'Choose a logo to upload.',
  unreadable: 'The logo could not be read.',
} as const;

/**
 * What an SVG logo may not contain: scripts, event handlers, embedded HTML or documents, entity
 * declarations, and references to anything outside the file itself (links, stylesheets, images).
 * Such files are refused rather than rewritten: a logo never needs them. The bff serves media under
 * its Content-Security-Policy with nosniff as a second line of defence.
 */
const SVG_DANGERS: readonly RegExp[] = [
  /<!(DOCTYPE|ENTITY)/i,
  /<\s*(script|foreignObject|iframe|embed|object|audio|video|canvas|handler|listener|animation)\b/i,
  /\son[a-z]+\s*=/i,
  /(javascript|vbscript|data)\s*:/i,
  /\s(xlink:)?href\s*=\s*(["'])?\s*[^#"'\s]/i,
  /url\(\s*(["'])?\s*[^#"'\s)]/i,
  /@import/i,
];

function svgIsSafe(bytes: Buffer): boolean {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (!/<svg[\s>]/i.test(text)) return false;
  return !SVG_DANGERS.some((pattern) => pattern.test(text));
}

/** The bytes must really be the declared type (magic numbers; a plain, self-contained SVG). */
function looksLike(type: LogoType, bytes: Buffer): boolean {
  switch (type) {
    case 'image/png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/webp':
      return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
    case 'image/svg+xml':
      return svgIsSafe(bytes);
  }
}

/** Decodes and checks an upload: 413 (code 504) over 2 MB, 400 naming `data` otherwise. */
export function decodeLogo(contentType: LogoType, data: string): Buffer {
  const base64 = data.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (base64 === '') throw validation('data', LOGO_MESSAGES.missing);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw validation('data', LOGO_MESSAGES.unreadable);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_LOGO_BYTES) throw fileTooLarge();
  if (!looksLike(contentType, bytes)) {
    throw validation(
      'data',
      contentType === 'image/svg+xml'
        ? 'data must be a plain SVG image without scripts, event handlers or external references'
        : `data is not a valid ${contentType} image`,
    );
  }
  return bytes;
}

/** Stores the logo, points the company at it and drops the previous file, atomically. */
export async function replaceCompanyLogo(
  db: Executor,
  companyId: number,
  file: { contentType: LogoType; bytes: Buffer },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ logoFileId: companies.logoFileId, active: companies.active })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!company?.active) throw notFound();
    const [created] = await tx
      .insert(mediaFiles)
      .values({ contentType: file.contentType, bytes: file.bytes, size: file.bytes.length })
      .returning({ id: mediaFiles.id });
    if (!created) throw new Error('media insert returned nothing');
    const url = pictureUrl(created.id) ?? '';
    // The version stays: a new logo does not make an edit form that is open elsewhere stale.
    await tx.update(companies).set({ logoFileId: created.id, logoUrl: url }).where(eq(companies.id, companyId));
    if (company.logoFileId) await tx.delete(mediaFiles).where(eq(mediaFiles.id, company.logoFileId));
    return url;
  });
}
