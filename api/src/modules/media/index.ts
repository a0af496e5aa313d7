/**
 * What other modules may use of the media module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { mediaUrl } from './media.repository.js';
export { STORED_FILE_CSP } from './media.routes.js';
export { mediaFiles } from './media.table.js';
export { decodeUpload, looksLikeRaster } from './media.upload.js';
export { PICTURE_UPLOAD, UploadRulesDto } from './media.upload.js';
export { sanitizeSvg } from './svg.sanitize.js';
