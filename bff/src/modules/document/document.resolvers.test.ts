import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';

const ID = '0b7f3f0e-52a4-4c1e-9d6a-3c2f1a9e8b7d';
const helixa = { id: 1, name: 'Helixa Biotherapeutics', alias: 'helixa-biotherapeutics' };
const meridian = { id: 2, name: 'Meridian Clinical Research', alias: 'meridian-clinical-research' };
const doc = {
  id: ID,
  name: 'MSA.pdf',
  contentType: 'application/pdf',
  sizeBytes: 1234,
  owner: helixa,
  mine: true,
  folder: { id: 5, name: 'Contracts', documentCount: 1, createdAt: '2026-11-01T09:00:00.000Z' },
  templateKind: null,
  partner: meridian,
  responseId: 9,
  sharedWith: [meridian],
  uploadedBy: { id: 7, firstName: 'Sam', lastName: 'Sponsor' },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

describe('documents through the bff', () => {
  let h: Harness;
  const jar = new CookieJar();
  beforeAll(async () => {
    const user = buildUser({ id: 7, email: 'sponsor.admin@demo.test' });
    h = await startHarness({ users: [user] });
    await h.signIn(user.email, { jar });
  });
  afterAll(() => h.close());

  it('lists with the filters as the api query, string ids and the download path', async () => {
    let asked = '';
    h.api.routes.on('get', '/documents', (_request, url) => {
      asked = url.search;
      return [200, { content: [doc], page: 0, size: 100, totalElements: 1, totalPages: 1 }];
    });
    const { data, errors } = await h.gql(
      `{ documents(folderId: "5", search: " msa ", sortBy: SIZE, direction: DESC, size: 500) {
          totalElements items { id folder { id } partner { id } sharedWith { alias } responseId uploadedBy { id } downloadPath } } }`,
      {},
      { jar },
    );
    expect(errors).toBeUndefined();
    const params = new URLSearchParams(asked);
    expect(Object.fromEntries(params)).toMatchObject({
      scope: 'OWN',
      sortBy: 'SIZE',
      direction: 'DESC',
      folderId: '5',
      search: 'msa',
      size: '100',
    });
    expect(data).toEqual({
      documents: {
        totalElements: 1,
        items: [
          {
            id: ID,
            folder: { id: '5' },
            partner: { id: '2' },
            sharedWith: [{ alias: 'meridian-clinical-research' }],
            responseId: '9',
            uploadedBy: { id: '7' },
            downloadPath: `/documents/${ID}/download`,
          },
        ],
      },
    });
  });

  it('answers null for a document it cannot see, and for an id that is no UUID without asking', async () => {
    h.api.routes.on('get', '/documents/{id}', () => [404, { code: 404, message: 'Not found.' }]);
    const { data } = await h.gql(`{ a: document(id: "${ID}") { id } b: document(id: "../x") { id } }`, {}, { jar });
    expect(data).toEqual({ a: null, b: null });
  });

  it('puts a too-large start, a refused type and a read-only change in the payload', async () => {
    h.api.routes.on('post', '/documents/uploads', () => [
      413,
      { code: 504, message: 'File is too large.', details: [{ field: 'sizeBytes', message: 'File is too large.' }] },
    ]);
    const start = await h.gql(
      `mutation { startDocumentUpload(input: { name: "big.pdf", sizeBytes: 209715200 }) { upload { url } errors { code field message } } }`,
      {},
      { jar },
    );
    expect(start.data).toEqual({
      startDocumentUpload: {
        upload: null,
        errors: [{ code: 'FILE_TOO_LARGE', field: 'sizeBytes', message: 'File is too large.' }],
      },
    });
    const words = 'Only PDF, Word, Excel, PowerPoint, text, CSV and image files can be uploaded.';
    h.api.routes.on('post', '/documents/{id}/finish', () => [400, { code: 'DocumentTypeNotAllowed', message: words }]);
    const finish = await h.gql(
      `mutation { finishDocumentUpload(id: "${ID}") { document { id } errors { code message } } }`,
      {},
      { jar },
    );
    expect(finish.data).toEqual({
      finishDocumentUpload: { document: null, errors: [{ code: 'DOCUMENT_TYPE_NOT_ALLOWED', message: words }] },
    });
    h.api.routes.on('patch', '/documents/{id}', () => [403, { code: 403, message: 'No.' }]);
    const change = await h.gql(
      `mutation { updateDocument(input: { id: "${ID}", name: "x.pdf" }) { document { id } errors { code field } } }`,
      {},
      { jar },
    );
    expect(change.data).toEqual({ updateDocument: { document: null, errors: [{ code: 'FORBIDDEN', field: 'id' }] } });
  });

  it('attaches to a response and removes it from one with numeric ids; a bad response id is refused unasked', async () => {
    const bodies: unknown[] = [];
    h.api.routes.on('patch', '/documents/{id}', (request) => {
      bodies.push(JSON.parse(String(request.body)));
      return [200, doc];
    });
    const change = (fields: string) =>
      h.gql(
        `mutation { updateDocument(input: { id: "${ID}", ${fields} }) { document { responseId } errors { code field } } }`,
        {},
        { jar },
      );
    expect((await change('responseId: "9"')).data).toEqual({
      updateDocument: { document: { responseId: '9' }, errors: [] },
    });
    await change('detachResponse: true');
    expect(bodies).toEqual([{ responseId: 9 }, { detachResponse: true }]);
    const bad = await change('responseId: "x9"');
    expect(bad.data).toEqual({
      updateDocument: { document: null, errors: [{ code: 'BAD_USER_INPUT', field: 'responseId' }] },
    });
    expect(bodies).toHaveLength(2);
  });

  it("answers the file store's signed link under the api's public URL", async () => {
    const link = `/v1/documents/${ID}/content?expires=1796000000&signature=${'s'.repeat(43)}`;
    h.api.routes.on('post', '/documents/uploads', () => [
      201,
      {
        documentId: ID,
        target: 'API',
        url: link,
        fields: [],
        expiresAt: '2026-11-29T06:00:00.000Z',
      },
    ]);
    const { data } = await h.gql(
      `mutation { startDocumentUpload(input: { name: "a.pdf", sizeBytes: 10, folderId: "5" }) { upload { documentId url fields { name } } errors { code } } }`,
      {},
      { jar },
    );
    expect(data).toEqual({
      startDocumentUpload: {
        upload: { documentId: ID, url: `${h.config.apiPublicUrl}${link}`, fields: [] },
        errors: [],
      },
    });
  });
});
