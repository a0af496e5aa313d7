import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.js';
import { sweepDocuments } from './document.files.js';
import { minimalPdf } from './document.pdf.js';
import { documents } from './document.table.js';
import { sendToLink, tempStorage, uploadThroughApi } from './document.testing.js';

describe('the documents sweep', () => {
  let t: TestApp;
  let files: ReturnType<typeof tempStorage>;
  beforeAll(async () => {
    files = tempStorage();
    t = await createTestApp({ documentStorage: files.storage });
  });
  afterAll(async () => {
    await t.close();
    files.remove();
  });

  it('removes PENDING uploads an hour old with their bytes, and bytes without a record; keeps the rest', async () => {
    const token = t.tokenFor('sponsor.admin@demo.test');
    const ready = await uploadThroughApi(t, token, { name: 'kept.pdf', bytes: minimalPdf(['kept']) });
    // An upload whose bytes arrived but that was never finished.
    const start = await t.request({
      method: 'POST',
      url: '/v1/documents/uploads',
      token,
      payload: { name: 'left.pdf', sizeBytes: 4000 },
    });
    const put = await sendToLink(t, start.json().url as string, minimalPdf(['left']));
    expect(put.statusCode).toBe(204);
    await files.storage.put('9/orphan', Readable.from([Buffer.from('orphan')]), 100);
    // Nothing is an hour old yet: nothing goes.
    expect(await sweepDocuments(t.database.db, files.storage, t.clock.now(), t.app.log)).toEqual({
      pending: 0,
      orphans: 0,
    });
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await sweepDocuments(t.database.db, files.storage, later, t.app.log)).toEqual({ pending: 1, orphans: 1 });
    const rows = await t.database.db.select({ id: documents.id }).from(documents);
    expect(rows.map((r) => r.id)).toEqual([ready.id]);
    expect(files.files()).toEqual([ready.id]);
  });
});
