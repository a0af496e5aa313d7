import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';
import type { MessageFolderDto, ThreadDto } from './messaging.schemas.js';
import { messagingClient } from './messaging.testing.js';

describe.each(testDatabaseKinds(import.meta.url))('message folders and locations (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof messagingClient>;
  let sponsor: string;
  let thread: ThreadDto;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    c = messagingClient(t);
    sponsor = c.token('sponsor.admin@demo.test');
    thread = await c.startOk(sponsor, {
      toCompanyId: await c.companyId('Meridian Clinical Research'),
      subject: 'Folders',
      body: 'Hello',
    });
  });
  afterAll(async () => t.close());

  const folders = (method: string, url: string, payload?: unknown, token = sponsor) =>
    t.request({ method, url: `/v1/messages/folders${url}`, token, payload });
  const move = (payload: unknown, token = sponsor) =>
    t.request({ method: 'PUT', url: `/v1/messages/threads/${thread.id}/location`, token, payload });
  const listIds = async (query: string) =>
    (await c.list(sponsor, query)).json<{ content: ThreadDto[] }>().content.map((x) => x.id);

  it('creates folders with unique names per user (any case) and 1 to 60 characters', async () => {
    const created = await folders('POST', '', { name: '  Vendors  ' });
    expect(created.json()).toEqual([{ id: expect.any(Number), name: 'Vendors', threadCount: 0, unreadCount: 0 }]);
    const again = await folders('POST', '', { name: 'vendors' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'FolderExists', details: [{ field: 'name' }] });
    expect((await folders('POST', '', { name: 'x'.repeat(61) })).json().details).toEqual([
      { field: 'name', message: 'name must be 1 to 60 characters' },
    ]);
    expect((await folders('POST', '', { name: '   ' })).json().details[0].field).toBe('name');
    // Another user may use the same name.
    expect((await folders('POST', '', { name: 'Vendors' }, c.token('vendor.admin@demo.test'))).statusCode).toBe(200);
  });

  it('moves a thread to a folder, the archive and back; a new message does not move it', async () => {
    const [folder] = (await folders('GET', '')).json<MessageFolderDto[]>();
    const folderId = folder?.id ?? 0;
    const moved = await move({ location: 'FOLDER', folderId });
    expect(moved.json<ThreadDto>()).toMatchObject({ location: 'FOLDER', folder: { id: folderId, threadCount: 1 } });
    expect(await listIds('')).toEqual([]);
    expect(await listIds(`location=FOLDER&folderId=${folderId}`)).toEqual([thread.id]);
    expect((await move({ location: 'FOLDER' })).json().details[0].field).toBe('folderId');
    const foreignFolder = (await folders('GET', '', undefined, c.token('vendor.admin@demo.test'))).json<
      MessageFolderDto[]
    >()[0];
    expect((await move({ location: 'FOLDER', folderId: foreignFolder?.id })).statusCode).toBe(400);
    expect((await move({ location: 'ARCHIVE' })).json<ThreadDto>()).toMatchObject({
      location: 'ARCHIVE',
      folder: null,
    });
    t.clock.advance(1000);
    await c.replyOk(c.token('vendor.member@demo.test'), thread.id, 'A reply to an archived thread');
    expect(await listIds('location=ARCHIVE')).toEqual([thread.id]);
    expect(await c.counts(sponsor)).toEqual({ inbox: 1, companyInbox: 0 });
    expect((await move({ location: 'INBOX' })).json<ThreadDto>().location).toBe('INBOX');
  });

  it('renames and deletes folders; a deleted folder puts its threads back in the inbox', async () => {
    const [folder] = (await folders('GET', '')).json<MessageFolderDto[]>();
    const folderId = folder?.id ?? 0;
    await move({ location: 'FOLDER', folderId });
    expect((await folders('GET', '')).json()).toEqual([
      { id: folderId, name: 'Vendors', threadCount: 1, unreadCount: 1 },
    ]);
    await folders('POST', '', { name: 'Archive 2026' });
    expect((await folders('PUT', `/${folderId}`, { name: 'archive 2026' })).statusCode).toBe(409);
    const renamed = await folders('PUT', `/${folderId}`, { name: 'CROs' });
    expect(renamed.json<MessageFolderDto[]>().map((f) => f.name)).toEqual(['Archive 2026', 'CROs']);
    expect((await folders('DELETE', `/${folderId}`, undefined, c.token('vendor.admin@demo.test'))).statusCode).toBe(
      404,
    );
    const left = await folders('DELETE', `/${folderId}`);
    expect(left.json<MessageFolderDto[]>().map((f) => f.name)).toEqual(['Archive 2026']);
    expect(await listIds('')).toEqual([thread.id]);
    expect((await c.thread(sponsor, thread.id)).json<ThreadDto>()).toMatchObject({ location: 'INBOX', folder: null });
  });
});
