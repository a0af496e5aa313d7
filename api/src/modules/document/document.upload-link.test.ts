import { describe, expect, it } from 'vitest';
import { signedUploadPath, uploadLinkValid } from './document.upload-link.js';

const ID = '0b7f3f0e-52a4-4c1e-9d6a-3c2f1a9e8b7d';
const SECRET = 'a secret of the api';
const EXPIRES_AT = new Date('2026-11-30T17:00:00.000Z');

function linkOf(path: string) {
  const query = new URL(path, 'http://api').searchParams;
  return { expires: Number(query.get('expires')), signature: query.get('signature') ?? '' };
}

describe('signed upload links', () => {
  const link = linkOf(signedUploadPath(SECRET, ID, EXPIRES_AT));
  const before = new Date(EXPIRES_AT.getTime() - 1000);

  it('is valid for its document until it expires', () => {
    expect(signedUploadPath(SECRET, ID, EXPIRES_AT)).toMatch(
      new RegExp(`^/v1/documents/${ID}/content\\?expires=${EXPIRES_AT.getTime() / 1000}&signature=[\\w-]{43}$`),
    );
    expect(uploadLinkValid(SECRET, ID, link, before)).toBe(true);
    expect(uploadLinkValid(SECRET, ID, link, EXPIRES_AT)).toBe(false);
  });

  it('is refused for another document, a later expiry, another key or a cut signature', () => {
    expect(uploadLinkValid(SECRET, ID.replace('0b', '0c'), link, before)).toBe(false);
    expect(uploadLinkValid(SECRET, ID, { ...link, expires: link.expires + 3600 }, before)).toBe(false);
    expect(uploadLinkValid('another key', ID, link, before)).toBe(false);
    expect(uploadLinkValid(SECRET, ID, { ...link, signature: link.signature.slice(1) }, before)).toBe(false);
  });
});
