import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import { requestResponses, requests } from '../requests/index.js';
import { users } from '../user/index.js';
import { minimalPdf } from './document.pdf.js';
import { tempStorage, uploadThroughApi } from './document.testing.js';

/** A response's attachments belong to its thread: both parties read them, nobody else. */
describe.each(testDatabaseKinds(import.meta.url))('documents attached to a request response (%s)', (kind) => {
  let t: TestApp;
  let files: ReturnType<typeof tempStorage>;
  let responseId: number;
  const token = (email: string) => t.tokenFor(email);
  const POSTER = 'sponsor.admin@demo.test';
  const RESPONDER = 'vendor.admin@demo.test';
  const OTHER = 'site.admin@demo.test';

  /** A new request of the poster's company, answered by the responder's: the response's id. */
  async function makeResponse(title: string): Promise<number> {
    const now = t.clock.now();
    const poster = await t.userId(POSTER);
    const responder = await t.userId(RESPONDER);
    const companyOf = async (userId: number) =>
      (await t.database.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId)))[0]
        ?.companyId ?? 0;
    const [request] = await t.database.db
      .insert(requests)
      .values({
        kind: 'SITE',
        status: 'OPEN',
        visibility: 'PUBLIC',
        companyId: await companyOf(poster),
        createdByUserId: poster,
        title,
        description: 'Twelve sites.',
        responseDeadline: new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [response] = await t.database.db
      .insert(requestResponses)
      .values({
        requestId: request?.id ?? 0,
        companyId: await companyOf(responder),
        createdByUserId: responder,
        message: 'Our proposal.',
        timeline: 'Six weeks',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return response?.id ?? 0;
  }

  beforeAll(async () => {
    files = tempStorage();
    t = await createTestApp({ kind, documentStorage: files.storage });
    responseId = await makeResponse('Phase 2 sites');
  });
  afterAll(async () => {
    await t.close();
    files.remove();
  });

  it('lists and downloads both parties’ attachments for the parties only', async () => {
    const proposal = minimalPdf(['Proposal']);
    const mine = await uploadThroughApi(t, token(RESPONDER), { name: 'Proposal.pdf', bytes: proposal, responseId });
    expect(mine.finish?.statusCode).toBe(200);
    const cda = await uploadThroughApi(t, token(POSTER), { name: 'CDA.pdf', bytes: minimalPdf(['CDA']), responseId });
    expect(cda.finish?.statusCode).toBe(200);
    const list = async (email: string) =>
      (await t.request({ url: `/v1/documents?responseId=${responseId}&sortBy=NAME`, token: token(email) })).json();
    for (const email of [POSTER, RESPONDER]) {
      const page = await list(email);
      expect(page.content.map((d: { name: string }) => d.name)).toEqual(['CDA.pdf', 'Proposal.pdf']);
    }
    expect((await list(POSTER)).content[1]).toMatchObject({ mine: false, responseId: null, uploadedBy: null });
    expect((await list(OTHER)).totalElements).toBe(0);
    const download = (email: string) => t.request({ url: `/v1/documents/${mine.id}/download`, token: token(email) });
    const bytes = await download(POSTER);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(proposal)).toBe(true);
    expect((await download(OTHER)).statusCode).toBe(404);
    // Read only: the poster cannot rename or delete the responder's attachment.
    const rename = await t.request({
      method: 'PATCH',
      url: `/v1/documents/${mine.id}`,
      token: token(POSTER),
      payload: { name: 'Mine now.pdf' },
    });
    expect(rename.statusCode).toBe(403);
    // Nobody else may attach to the response.
    const outsider = await uploadThroughApi(t, token(OTHER), { name: 'x.pdf', bytes: proposal, responseId });
    expect(outsider.start.statusCode).toBe(400);
  });

  it('keeps an attachment from anyone outside the thread by id, and lets only its owner attach and remove it', async () => {
    const bytes = minimalPdf(['Annex']);
    const annex = await uploadThroughApi(t, token(RESPONDER), { name: 'Annex.pdf', bytes });
    expect(annex.finish?.statusCode).toBe(200);
    const call = (email: string, method: 'GET' | 'PATCH' | 'DELETE', suffix = '', payload?: object) =>
      t.request({ method, url: `/v1/documents/${annex.id}${suffix}`, token: token(email), payload });
    const names = async (email: string) =>
      (
        (await t.request({ url: `/v1/documents?responseId=${responseId}`, token: token(email) })).json() as {
          content: { name: string }[];
        }
      ).content.map((d) => d.name);

    // An own document already kept is attached to the response; the poster then reads it.
    expect((await call(POSTER, 'GET')).statusCode).toBe(404);
    expect((await call(RESPONDER, 'PATCH', '', { responseId })).json()).toMatchObject({ responseId });
    expect(await names(POSTER)).toContain('Annex.pdf');
    expect((await call(POSTER, 'GET')).statusCode).toBe(200);
    expect((await call(POSTER, 'GET', '/download')).rawPayload.equals(bytes)).toBe(true);

    // Outside the thread, every route answers 404 by id; the poster may not change it (403).
    for (const [method, suffix, payload] of [
      ['GET', '', undefined],
      ['GET', '/download', undefined],
      ['PATCH', '', { detachResponse: true }],
      ['DELETE', '', undefined],
    ] as const) {
      expect((await call(OTHER, method, suffix, payload)).statusCode, `${method} ${suffix}`).toBe(404);
    }
    expect((await call(POSTER, 'PATCH', '', { detachResponse: true })).statusCode).toBe(403);
    expect((await call(POSTER, 'DELETE')).statusCode).toBe(403);

    // Nobody attaches a document of theirs to a response they are no party to.
    const stray = await uploadThroughApi(t, token(OTHER), { name: 'Stray.pdf', bytes: minimalPdf(['Stray']) });
    const attach = await t.request({
      method: 'PATCH',
      url: `/v1/documents/${stray.id}`,
      token: token(OTHER),
      payload: { responseId },
    });
    expect(attach.statusCode).toBe(400);
    expect(await names(POSTER)).not.toContain('Stray.pdf');

    // Removed from the response, it leaves the thread and stays in the responder's documents.
    expect((await call(RESPONDER, 'PATCH', '', { detachResponse: true })).json()).toMatchObject({ responseId: null });
    expect(await names(POSTER)).not.toContain('Annex.pdf');
    expect(await names(RESPONDER)).not.toContain('Annex.pdf');
    expect((await call(POSTER, 'GET', '/download')).statusCode).toBe(404);
    expect((await call(RESPONDER, 'GET')).statusCode).toBe(200);
  });

  it('moves an own document attached to another response when it is attached to this one', async () => {
    const other = await makeResponse('Phase 3 sites');
    const moved = await uploadThroughApi(t, token(RESPONDER), {
      name: 'Capabilities.pdf',
      bytes: minimalPdf(['Capabilities']),
      responseId: other,
    });
    expect(moved.finish?.statusCode).toBe(200);
    const names = async (id: number) =>
      (
        (await t.request({ url: `/v1/documents?responseId=${id}`, token: token(POSTER) })).json() as {
          content: { name: string }[];
        }
      ).content.map((d) => d.name);
    expect(await names(other)).toContain('Capabilities.pdf');

    const attach = await t.request({
      method: 'PATCH',
      url: `/v1/documents/${moved.id}`,
      token: token(RESPONDER),
      payload: { responseId },
    });
    expect(attach.json()).toMatchObject({ responseId });
    // One response at a time: it left the other thread, whose poster no longer lists it.
    expect(await names(responseId)).toContain('Capabilities.pdf');
    expect(await names(other)).not.toContain('Capabilities.pdf');
  });
});
