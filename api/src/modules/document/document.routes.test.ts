import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { companyIdsByAlias } from '../company/index.js';
import { minimalPdf } from './document.pdf.js';
import { TYPE_NOT_ALLOWED_MESSAGE } from './document.rules.js';
import { sendToLink, tempStorage, uploadThroughApi } from './document.testing.js';
import { documentAccessLog, documents } from './document.table.js';

const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

describe.each(testDatabaseKinds(import.meta.url))('documents (%s)', (kind) => {
  let t: TestApp;
  let files: ReturnType<typeof tempStorage>;
  let sponsor: string;
  let sponsorMember: string;
  let vendor: string;
  let site: string;
  let meridianId: number;
  let helixaId: number;
  beforeAll(async () => {
    files = tempStorage();
    t = await createTestApp({ kind, documentStorage: files.storage });
    sponsor = t.tokenFor('sponsor.admin@demo.test');
    sponsorMember = t.tokenFor('sponsor.member@demo.test');
    vendor = t.tokenFor('vendor.admin@demo.test');
    site = t.tokenFor('site.admin@demo.test');
    const ids = await companyIdsByAlias(t.database.db);
    meridianId = ids.get('meridian-clinical-research') ?? 0;
    helixaId = ids.get('helixa-biotherapeutics') ?? 0;
  });
  afterAll(async () => {
    await t.close();
    files.remove();
  });

  const count = async () => (await t.database.db.select({ id: documents.id }).from(documents)).length;

  it('uploads, lists, downloads with safe headers, logs, and deletes with its bytes', async () => {
    const pdf = minimalPdf(['Hello']);
    const { start, finish, id } = await uploadThroughApi(t, sponsor, {
      name: '  ../../etc/Qualité 2026.pdf ',
      bytes: pdf,
    });
    expect(start.statusCode).toBe(201);
    expect(start.json()).toMatchObject({ target: 'API', fields: [] });
    expect(start.json().url).toMatch(new RegExp(`^/v1/documents/${id}/content\\?expires=\\d+&signature=[\\w-]{43}$`));
    expect(finish?.statusCode).toBe(200);
    expect(finish?.json()).toMatchObject({
      name: 'Qualité 2026.pdf',
      contentType: 'application/pdf',
      mine: true,
      sizeBytes: pdf.length,
    });
    const again = await t.request({ method: 'POST', url: `/v1/documents/${id}/finish`, token: sponsor });
    expect(again.statusCode).toBe(200);
    const list = await t.request({
      url: '/v1/documents?search=qualit&sortBy=SIZE&direction=DESC',
      token: sponsorMember,
    });
    expect(list.json().content.map((d: { id: string }) => d.id)).toContain(id);
    const download = await t.request({ url: `/v1/documents/${id}/download`, token: sponsorMember });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Qualit_ 2026.pdf"; filename*=UTF-8''Qualit%C3%A9%202026.pdf`,
    );
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    const log = await t.request({ url: '/v1/documents/access-log', token: sponsor });
    expect(
      log
        .json()
        .content.slice(0, 2)
        .map((e: { action: string }) => e.action),
    ).toEqual(['DOWNLOAD', 'UPLOAD']);
    expect((await t.request({ url: '/v1/documents/access-log', token: sponsorMember })).statusCode).toBe(403);
    const gone = await t.request({ method: 'DELETE', url: `/v1/documents/${id}`, token: sponsor });
    expect(gone.statusCode).toBe(200);
    expect(files.files().filter((f) => f === id)).toEqual([]);
    expect((await t.request({ url: `/v1/documents/${id}`, token: sponsor })).statusCode).toBe(404);
    const [entry] = await t.database.db.select().from(documentAccessLog).where(eq(documentAccessLog.action, 'DELETE'));
    expect(entry?.documentName).toBe('Qualité 2026.pdf');
  });

  it('refuses an empty file, 200 MB before any byte, and bad names', async () => {
    const before = await count();
    const start = (payload: object) =>
      t.request({ method: 'POST', url: '/v1/documents/uploads', token: sponsor, payload });
    const empty = await start({ name: 'a.pdf', sizeBytes: 0 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([{ field: 'sizeBytes', message: 'The file is empty.' }]);
    const huge = await start({ name: 'a.pdf', sizeBytes: 200 * 1024 * 1024 });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 504, message: 'File is too large.' });
    expect((await start({ name: 'a\u0007b.pdf', sizeBytes: 10 })).json().details[0].field).toBe('name');
    expect((await start({ name: 'a\nb.pdf', sizeBytes: 10 })).statusCode).toBe(400);
    expect((await start({ name: '\u202Efdp.exe', sizeBytes: 10 })).statusCode).toBe(400);
    expect((await start({ name: `${'x'.repeat(296)}.pdf`, sizeBytes: 10 })).json().details[0].message).toBe(
      'name must be at most 255 characters.',
    );
    expect((await start({ name: '../', sizeBytes: 10 })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('takes the bytes only through its own signed link, from any origin without credentials', async () => {
    const bytes = minimalPdf(['Signed link']);
    const start = async (name: string): Promise<{ documentId: string; url: string }> => {
      const payload = { name, sizeBytes: bytes.length };
      return (await t.request({ method: 'POST', url: '/v1/documents/uploads', token: sponsor, payload })).json();
    };
    const [one, two] = [await start('one.pdf'), await start('two.pdf')];
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: one.url,
      headers: { origin: 'http://127.0.0.1:4000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type',
    });
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const altered = one.url.replace(/signature=./, (m) => m.slice(0, -1) + (m.endsWith('A') ? 'B' : 'A'));
    const refusals = [
      altered,
      one.url.replace(one.documentId, two.documentId),
      `/v1/documents/${one.documentId}/content`,
    ];
    const answers = await Promise.all(refusals.map((url) => sendToLink(t, url, bytes)));
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 400]);
    expect(answers[0]?.json()).toMatchObject({
      code: 'UploadLinkExpired',
      message: 'This upload link has expired. Try again.',
    });
    expect(answers[0]?.headers['access-control-allow-origin']).toBe('*');
    const sent = await sendToLink(t, one.url, bytes);
    expect(sent.statusCode).toBe(204);
    expect(sent.headers['access-control-allow-origin']).toBe('*');
    expect(files.files()).toEqual([one.documentId]);
    const finish = await t.request({ method: 'POST', url: `/v1/documents/${one.documentId}/finish`, token: sponsor });
    expect(finish.statusCode).toBe(200);
    const again = await sendToLink(t, one.url, bytes);
    expect(again.statusCode).toBe(400);
    expect(again.json().details).toEqual([{ field: 'file', message: 'This upload does not take bytes here.' }]);
    await t.request({ method: 'DELETE', url: `/v1/documents/${one.documentId}`, token: sponsor });
    expect(files.files()).toEqual([]);
  });

  it('cuts off a stream longer than declared and keeps nothing', async () => {
    const before = await count();
    const { put } = await uploadThroughApi(t, sponsor, {
      name: 'long.pdf',
      bytes: minimalPdf(['x'.repeat(500)]),
      declared: 100,
    });
    expect(put?.statusCode).toBe(413);
    expect(put?.json()).toMatchObject({ code: 504 });
    expect(await count()).toBe(before);
    expect(files.files()).toEqual([]);
  });

  it('refuses an executable renamed .pdf and text under a binary name, keeping nothing', async () => {
    const before = await count();
    const exe = await uploadThroughApi(t, sponsor, { name: 'invoice.pdf', bytes: EXE });
    expect(exe.finish?.statusCode).toBe(415);
    expect(exe.finish?.json()).toMatchObject({ code: 'DocumentTypeNotAllowed', message: TYPE_NOT_ALLOWED_MESSAGE });
    const text = await uploadThroughApi(t, sponsor, { name: 'notes.pdf', bytes: Buffer.from('just text') });
    expect(text.finish?.statusCode).toBe(415);
    const nul = await uploadThroughApi(t, sponsor, { name: 'notes.txt', bytes: Buffer.from('a\u0000b') });
    expect(nul.finish?.statusCode).toBe(415);
    expect(await count()).toBe(before);
    expect(files.files()).toEqual([]);
    const csv = await uploadThroughApi(t, sponsor, { name: 'sites 🧪.csv', bytes: Buffer.from('a,b\n1,2\n') });
    expect(csv.finish?.json()).toMatchObject({ contentType: 'text/csv', name: 'sites 🧪.csv' });
  });

  it('refuses the same file twice in one folder, not in another', async () => {
    const folder = await t.request({
      method: 'POST',
      url: '/v1/document-folders',
      token: sponsor,
      payload: { name: 'Twice' },
    });
    expect(folder.statusCode).toBe(201);
    const dup = await t.request({
      method: 'POST',
      url: '/v1/document-folders',
      token: sponsor,
      payload: { name: 'TWICE ' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('FolderExists');
    const folderId = folder.json().id as number;
    const bytes = minimalPdf(['Same']);
    expect((await uploadThroughApi(t, sponsor, { name: 'one.pdf', bytes, folderId })).finish?.statusCode).toBe(200);
    const second = await uploadThroughApi(t, sponsor, { name: 'two.pdf', bytes, folderId });
    expect(second.finish?.statusCode).toBe(409);
    expect(second.finish?.json()).toMatchObject({
      code: 'DocumentExists',
      message: 'This file is already in this folder.',
    });
    expect((await uploadThroughApi(t, sponsor, { name: 'two.pdf', bytes })).finish?.statusCode).toBe(200);
    // The same size, other bytes: hashed (both, as neither had a hash yet) and kept.
    const sameSize = minimalPdf(['Sane']);
    expect(sameSize.length).toBe(bytes.length);
    expect(
      (await uploadThroughApi(t, sponsor, { name: 'three.pdf', bytes: sameSize, folderId })).finish?.statusCode,
    ).toBe(200);
    const folders = await t.request({ url: '/v1/document-folders', token: sponsor });
    expect(folders.json().folders.find((f: { id: number }) => f.id === folderId).documentCount).toBe(2);
    await t.request({ method: 'DELETE', url: `/v1/document-folders/${folderId}`, token: sponsor });
    const top = await t.request({ url: '/v1/documents?topLevelOnly=true&search=one', token: sponsor });
    expect(top.json().content.map((d: { name: string }) => d.name)).toContain('one.pdf');
  });

  it('scopes by company: another company gets 404, a partner it is shared with reads but cannot change', async () => {
    const { id } = await uploadThroughApi(t, sponsor, { name: 'msa.pdf', bytes: minimalPdf(['MSA']) });
    expect((await t.request({ url: `/v1/documents/${id}`, token: vendor })).statusCode).toBe(404);
    expect((await t.request({ url: `/v1/documents/${id}/download`, token: vendor })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/v1/documents/${id}`, token: vendor })).statusCode).toBe(404);
    const notPartner = await t.request({
      method: 'PUT',
      url: `/v1/documents/${id}/shares/${helixaId}`,
      token: sponsor,
    });
    expect(notPartner.statusCode).toBe(400);
    const share = await t.request({ method: 'PUT', url: `/v1/documents/${id}/shares/${meridianId}`, token: sponsor });
    expect(share.json().sharedWith.map((c: { id: number }) => c.id)).toEqual([meridianId]);
    const seen = await t.request({ url: `/v1/documents/${id}`, token: vendor });
    expect(seen.json()).toMatchObject({ mine: false, sharedWith: [], folder: null });
    expect((await t.request({ url: '/v1/documents?scope=SHARED_WITH_US', token: vendor })).json().totalElements).toBe(
      1,
    );
    expect((await t.request({ url: `/v1/documents/${id}/download`, token: vendor })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'PATCH', url: `/v1/documents/${id}`, token: vendor, payload: { name: 'x.pdf' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/v1/documents/${id}`, token: vendor })).statusCode).toBe(403);
    expect((await t.request({ url: `/v1/documents/${id}`, token: site })).statusCode).toBe(404);
    await t.request({ method: 'DELETE', url: `/v1/documents/${id}/shares/${meridianId}`, token: sponsor });
    expect((await t.request({ url: `/v1/documents/${id}`, token: vendor })).statusCode).toBe(404);
    const actions = (await t.request({ url: '/v1/documents/access-log?size=5', token: sponsor }))
      .json()
      .content.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 3)).toEqual(['UNSHARE', 'DOWNLOAD', 'SHARE']);
    expect((await t.request({ url: '/v1/documents/not-a-uuid', token: sponsor })).statusCode).toBe(400);
  });

  it('copies a template under a new name', async () => {
    const { id } = await uploadThroughApi(t, sponsor, {
      name: 'NDA.pdf',
      bytes: minimalPdf(['NDA']),
      templateKind: 'NDA',
    });
    const templates = await t.request({ url: '/v1/documents?scope=TEMPLATES', token: sponsor });
    expect(templates.json().content.map((d: { id: string }) => d.id)).toEqual([id]);
    const copy = await t.request({
      method: 'POST',
      url: `/v1/documents/${id}/copies`,
      token: sponsor,
      payload: { name: 'NDA - Meridian.pdf', partnerCompanyId: meridianId },
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ templateKind: null, partner: { id: meridianId } });
    const bytes = await t.request({ url: `/v1/documents/${copy.json().id}/download`, token: sponsor });
    expect(bytes.rawPayload.equals(minimalPdf(['NDA']))).toBe(true);
  });

  it('refuses an impersonating admin, except an evidence download', async () => {
    const { id } = await uploadThroughApi(t, sponsor, { name: 'audit.pdf', bytes: minimalPdf(['Audit']) });
    const target = await t.userId('sponsor.admin@demo.test');
    const admin = t.adminToken();
    const as = (url: string, method = 'GET') => t.request({ method, url, token: admin, impersonate: target });
    expect((await as('/v1/documents')).statusCode).toBe(403);
    expect((await as('/v1/document-folders', 'POST')).statusCode).toBe(403);
    expect((await as(`/v1/documents/${id}/download`)).statusCode).toBe(403);
    await t.database.db
      .update(documents)
      .set({ evidenceAt: new Date() })
      .where(eq(documents.id, String(id)));
    expect((await as(`/v1/documents/${id}/download`)).statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(documentAccessLog)
      .where(eq(documentAccessLog.documentId, String(id)))
      .orderBy(documentAccessLog.id);
    expect(entry).toBeDefined();
  });
});
