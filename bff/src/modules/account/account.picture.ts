import type { UploadProfilePictureInput } from '../../__generated__/resolvers-types.js';
import { catalogueEntry } from '../../errors/error.catalogue.js';
import { userError, type UserErrorDto } from '../../errors/user.errors.js';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The decoded size of base64 text, without decoding it. */
export function decodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * Checks a picture before it travels to the api: a PNG, JPEG or WebP of at most 5 MB (over it:
 * code 504's 'File is too large.'). A `data:` URL prefix and line breaks are accepted. The api
 * still checks the bytes really are the declared image type.
 */
export function checkPicture(
  input: UploadProfilePictureInput,
): { picture: { contentType: (typeof PICTURE_TYPES)[number]; data: string } } | { errors: UserErrorDto[] } {
  const contentType = PICTURE_TYPES.find((type) => type === input.contentType.trim().toLowerCase());
  if (!contentType) {
    return { errors: [userError('BAD_USER_INPUT', 'The picture must be a PNG, JPEG or WebP image.', 'contentType')] };
  }
  const data = input.dataBase64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (data === '') return { errors: [userError('BAD_USER_INPUT', 'Choose a picture to upload.', 'dataBase64')] };
  if (!BASE64.test(data))
    return { errors: [userError('BAD_USER_INPUT', 'The picture could not be read.', 'dataBase64')] };
  if (decodedSize(data) > MAX_PICTURE_BYTES)
    return { errors: [userError('FILE_TOO_LARGE', catalogueEntry(504).message, 'dataBase64')] };
  return { picture: { contentType, data } };
}
