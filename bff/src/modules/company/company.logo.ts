import type { UploadCompanyLogoInput } from '../../__generated__/resolvers-types.js';
import { catalogueEntry } from '../../errors/error.catalogue.js';
import { userError, type UserErrorDto } from '../../errors/user.errors.js';
import { decodedSize } from '../account/account.picture.js';

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Checks a logo before it travels to the api: PNG, JPEG, WebP or SVG of at most 2 MB (over it:
 * code 504's 'File is too large.'). The api checks the bytes (and refuses SVGs with scripts).
 */
export function checkLogo(
  input: UploadCompanyLogoInput,
): { logo: { contentType: (typeof LOGO_TYPES)[number]; data: string } } | { errors: UserErrorDto[] } {
  const contentType = LOGO_TYPES.find((type) => type === input.contentType.trim().toLowerCase());
  if (!contentType) {
    return { errors: [userError('BAD_USER_INPUT', 'The logo must be a PNG, JPEG, WebP or SVG image.', 'contentType')] };
  }
  const data = input.dataBase64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (data === '') return { errors: [userError('BAD_USER_INPUT', 'Choose a logo to upload.', 'dataBase64')] };
  if (!BASE64.test(data)) return { errors: [userError('BAD_USER_INPUT', 'The logo could not be read.', 'dataBase64')] };
  if (decodedSize(data) > MAX_LOGO_BYTES)
    return { errors: [userError('FILE_TOO_LARGE', catalogueEntry(504).message, 'dataBase64')] };
  return { logo: { contentType, data } };
}
