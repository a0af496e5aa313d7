import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'document-upload';

function mac(secret: string, documentId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${documentId}:${expires}`).digest('base64url');
}

/**
 * The file store's presigned upload (docs/documents.md, "Upload"): where the browser sends one
 * PENDING document's bytes itself, as it does to S3, `/v1/documents/<id>/content?expires=…&signature=…`
 * (relative to the api's root; the bff puts its public URL in front). Valid until `expiresAt`,
 * for this document only; the size cap is the record's.
 */
export function signedUploadPath(secret: string, documentId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `/v1/documents/${documentId}/content?expires=${expires}&signature=${mac(secret, documentId, expires)}`;
}

/** Whether a link's `expires` and `signature` were made by signedUploadPath for this document and are still valid. */
export function uploadLinkValid(
  secret: string,
  documentId: string,
  link: { expires: number; signature: string },
  now: Date,
): boolean {
  if (link.expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(mac(secret, documentId, link.expires));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
