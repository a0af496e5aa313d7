import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendUpload } from './sendUpload';
import { type Answer, CONCURRENT_UPLOADS, type UploadDeps, type UploadItem, UploadQueue } from './uploadQueue';
import { FakeXhr, fileOf } from './testing/fakeXhr';

const TARGET = { folderId: '4', partnerCompanyId: null, responseId: null, templateKind: null };
const MAX = 25 * 1024 * 1024;
/** The file store's signed link, under the api's public URL. */
const link = (id: string) => `http://127.0.0.1:4010/v1/documents/${id}/content?expires=1796000000&signature=s`;

/** Settles pending promises (the queue's steps are chained on them). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(overrides: Partial<UploadDeps> = {}) {
  let next = 0;
  const start = vi.fn(
    async (): Promise<Answer<{ documentId: string; url: string; fields: { name: string; value: string }[] }>> => {
      next += 1;
      return { ok: { documentId: `doc-${next}`, url: link(`doc-${next}`), fields: [] } };
    },
  );
  const finish = vi.fn(async (id: string) => ({ ok: { id, name: `${id}.pdf`, folderId: '4' } }));
  const onDone = vi.fn();
  const queue = new UploadQueue({
    maxBytes: MAX,
    start,
    finish,
    send: (options) => sendUpload({ ...options, createRequest: FakeXhr.create }),
    onDone,
    ...overrides,
  });
  const item = (name: string): UploadItem | undefined => queue.getItems().find((row) => row.file.name === name);
  return { queue, start, finish, onDone, item };
}

afterEach(() => FakeXhr.reset());

describe('UploadQueue', () => {
  it('refuses a file over the limit at once, without asking the api or sending a byte', async () => {
    const { queue, start, item } = setup();
    queue.add([fileOf('huge.pdf', MAX + 1)], TARGET);
    await flush();
    expect(item('huge.pdf')).toMatchObject({ state: 'failed', message: 'File is too large.' });
    expect(start).not.toHaveBeenCalled();
    expect(FakeXhr.made).toHaveLength(0);
    queue.retry(item('huge.pdf')?.key ?? '');
    expect(item('huge.pdf')?.state).toBe('failed');
  });

  it('moves the bar with the bytes sent, then checks and ends done with its document', async () => {
    const { queue, finish, onDone, item } = setup();
    queue.add([fileOf('nda.pdf', 1000)], TARGET);
    await flush();
    const xhr = FakeXhr.at(0);
    expect(item('nda.pdf')).toMatchObject({ state: 'uploading', progress: 0 });
    xhr.progress(430, 1000);
    expect(item('nda.pdf')).toMatchObject({ state: 'uploading', progress: 43 });
    xhr.respond(204);
    await flush();
    expect(finish).toHaveBeenCalledWith('doc-1');
    expect(item('nda.pdf')).toMatchObject({
      state: 'done',
      progress: 100,
      document: { id: 'doc-1', name: 'doc-1.pdf', folderId: '4' },
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('sends the file itself as the body to the signed link, without the cookie', async () => {
    const { queue } = setup();
    const file = fileOf('plan.pdf', 10);
    queue.add([file], TARGET);
    await flush();
    const xhr = FakeXhr.at(0);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(link('doc-1'));
    expect(xhr.withCredentials).toBe(false);
    expect(xhr.headers['content-type']).toBe('application/octet-stream');
    expect(xhr.body).toBe(file);
  });

  it('posts a presigned form: the fields in order, then the file as `file`, without the cookie', async () => {
    const { queue } = setup({
      start: async () => ({
        ok: {
          documentId: 'd',
          url: 'https://bucket.s3.example/',
          fields: [
            { name: 'key', value: 'documents/d' },
            { name: 'Policy', value: 'p' },
          ],
        },
      }),
    });
    queue.add([fileOf('plan.pdf', 10)], TARGET);
    await flush();
    const xhr = FakeXhr.at(0);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://bucket.s3.example/');
    expect(xhr.withCredentials).toBe(false);
    expect(xhr.headers).toEqual({});
    const form = xhr.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Policy', 'file']);
    expect((form.get('file') as File).name).toBe('plan.pdf');
  });

  it("shows 'File is too large.' when the server answers 413, and offers no document", async () => {
    const { queue, finish, item } = setup();
    queue.add([fileOf('big.pdf', 5000)], TARGET);
    await flush();
    FakeXhr.at(0).respond(413, { code: 504, message: 'File is too large.' });
    await flush();
    expect(item('big.pdf')).toMatchObject({ state: 'failed', message: 'File is too large.' });
    expect(finish).not.toHaveBeenCalled();
  });

  it("shows the api's refusals of start and finish on the row, and retries", async () => {
    const start = vi
      .fn<UploadDeps['start']>()
      .mockResolvedValueOnce({ messages: ['File is too large.'] })
      .mockResolvedValue({ ok: { documentId: 'x', url: link('x'), fields: [] } });
    const finish = vi.fn<UploadDeps['finish']>().mockResolvedValue({
      messages: ['Only PDF, Word, Excel, PowerPoint, text, CSV and image files can be uploaded.'],
    });
    const { queue, item } = setup({ start, finish });
    queue.add([fileOf('tool.pdf', 10)], TARGET);
    await flush();
    expect(item('tool.pdf')).toMatchObject({ state: 'failed', message: 'File is too large.' });
    queue.retry(item('tool.pdf')?.key ?? '');
    await flush();
    FakeXhr.at(0).respond(200);
    await flush();
    expect(item('tool.pdf')).toMatchObject({
      state: 'failed',
      message: 'Only PDF, Word, Excel, PowerPoint, text, CSV and image files can be uploaded.',
    });
  });

  it(`sends at most ${CONCURRENT_UPLOADS} files at once, the next starting as one ends`, async () => {
    const { queue, item } = setup();
    const names = ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf'];
    queue.add(
      names.map((name) => fileOf(name, 100)),
      TARGET,
    );
    await flush();
    expect(FakeXhr.made).toHaveLength(3);
    expect(names.map((name) => item(name)?.state)).toEqual([
      'uploading',
      'uploading',
      'uploading',
      'waiting',
      'waiting',
    ]);
    FakeXhr.at(1).respond(204);
    await flush();
    await flush();
    expect(FakeXhr.made).toHaveLength(4);
    expect(item('b.pdf')?.state).toBe('done');
    expect(item('d.pdf')?.state).toBe('uploading');
    expect(item('e.pdf')?.state).toBe('waiting');
  });

  it('aborts a file under way when it is removed, and starts the next', async () => {
    const { queue, item } = setup();
    queue.add(
      ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf'].map((name) => fileOf(name, 100)),
      TARGET,
    );
    await flush();
    queue.remove(item('a.pdf')?.key ?? '');
    await flush();
    expect(FakeXhr.at(0).aborted).toBe(true);
    expect(item('a.pdf')).toBeUndefined();
    expect(item('d.pdf')?.state).toBe('uploading');
  });
});
