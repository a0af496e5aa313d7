import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestApp } from '../../testing/index.js';
import { createFsStorage, type DocumentStorage } from './document.storage.js';

/** A files storage in a temporary directory, and every key it holds (tests check nothing is left). */
export function tempStorage(): { storage: DocumentStorage; dir: string; files(): string[]; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'tb-documents-'));
  const files = (): string[] =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  return { storage: createFsStorage(dir), dir, files, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface UploadOptions {
  name: string;
  bytes: Buffer;
  declared?: number;
  folderId?: number;
  templateKind?: string;
  partnerCompanyId?: number;
  responseId?: number;
}

/** POSTs bytes to a signed upload link (start's `url`) as a browser does: no token, from another origin. */
export function sendToLink(t: TestApp, url: string, bytes: Buffer) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/octet-stream', origin: 'http://127.0.0.1:4000' },
    payload: bytes,
  });
}

/** start → the bytes to its signed link → finish, as the web app does; answers each step's response. */
export async function uploadThroughApi(t: TestApp, token: string, options: UploadOptions) {
  const start = await t.request({
    method: 'POST',
    url: '/v1/documents/uploads',
    token,
    payload: {
      name: options.name,
      sizeBytes: options.declared ?? options.bytes.length,
      ...(options.folderId ? { folderId: options.folderId } : {}),
      ...(options.templateKind ? { templateKind: options.templateKind } : {}),
      ...(options.partnerCompanyId ? { partnerCompanyId: options.partnerCompanyId } : {}),
      ...(options.responseId ? { responseId: options.responseId } : {}),
    },
  });
  if (start.statusCode !== 201) return { start, put: null, finish: null };
  const { documentId: id, url } = start.json() as { documentId: string; url: string };
  const put = await sendToLink(t, url, options.bytes);
  if (put.statusCode !== 204) return { start, put, finish: null, id };
  const finish = await t.request({ method: 'POST', url: `/v1/documents/${id}/finish`, token });
  return { start, put, finish, id };
}
