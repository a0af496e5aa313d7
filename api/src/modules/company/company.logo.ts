import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { notFound, validation } from '../../errors.js';
import {
  decodeUpload,
  looksLikeRaster,
  mediaFiles,
  mediaUrl,
  sanitizeSvg,
  type UploadRulesDto,
} from '../media/index.js';
import { companies } from './company.table.js';

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
/** A logo: PNG, JPEG, WebP or plain SVG, at most 2 MB. */
export const LOGO_UPLOAD: UploadRulesDto = { maxBytes: MAX_LOGO_BYTES, contentTypes: [...LOGO_TYPES] };
/** As the user reads them (the bff shows the api's field messages). */
export const LOGO_MESSAGES = {
  type: 'The logo must be a PNG, JPEG, WebP or SVG image.',
  missing: 'Choose a logo to upload.',
  unreadable: 'The logo could not be read.',
} as const;

/**
 * What an SVG logo may not contain: scripts, event handlers, embedded HTML or documents, entity
 * declarations, and references to anything outside the file itself (links, stylesheets, images).
 * Such files are refused rather than rewritten: a logo never needs them. These patterns answer
 * the common cases at once; DOMPurify (media's sanitizeSvg) then decides on what they miss, and
 * its output is what is stored. Every stored file is served with `default-src 'none'; sandbox`.
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

const SVG_REFUSAL = 'data must be a plain SVG image without scripts, event handlers or external references';

/** Decodes and checks a logo: 413 (code 504) over 2 MB, 400 naming `data` otherwise; an SVG comes back sanitised. */
export async function decodeLogo(contentType: LogoType, data: string): Promise<Buffer> {
  const bytes = decodeUpload(data, {
    maxBytes: MAX_LOGO_BYTES,
    messages: LOGO_MESSAGES,
    refusal: (decoded) =>
      contentType === 'image/svg+xml'
        ? svgIsSafe(decoded)
          ? null
          : SVG_REFUSAL
        : looksLikeRaster(contentType, decoded)
          ? null
          : `data is not a valid ${contentType} image`,
  });
  if (contentType !== 'image/svg+xml') return bytes;
  const clean = await sanitizeSvg(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
  if (clean === null) throw validation('data', SVG_REFUSAL);
  return Buffer.from(clean, 'utf8');
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
    const url = mediaUrl(created.id) ?? '';
    // The version stays: a new logo does not make an edit form that is open elsewhere stale.
    await tx.update(companies).set({ logoFileId: created.id, logoUrl: url }).where(eq(companies.id, companyId));
    if (company.logoFileId) await tx.delete(mediaFiles).where(eq(mediaFiles.id, company.logoFileId));
    return url;
  });
}
