import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../media/index.js';
import { createTestApp, type TestApp, testDatabaseKinds } from '../../testing/index.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('fake image body'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);

describe.each(testDatabaseKinds(import.meta.url))('picture and media routes (%s)', (kind) => {
  let t: TestApp;
  let id: number;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    id = await t.userId('site.admin@demo.test');
    token = t.tokenFor('site.admin@demo.test');
  });
  afterAll(async () => t.close());

  const upload = (payload: object, userId = id) =>
    t.request({ method: 'POST', url: `/v1/users/${userId}/picture`, token, payload });

  it('stores the picture, exposes it on the profile and serves the bytes', async () => {
    const res = await upload({ contentType: 'image/png', data: PNG.toString('base64') });
    expect(res.statusCode).toBe(200);
    const { pictureUrl } = res.json() as { pictureUrl: string };
    expect(pictureUrl).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    expect((await t.request({ url: '/v1/users/current', token })).json().pictureUrl).toBe(pictureUrl);
    const file = await t.request({ url: `/v1${pictureUrl}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toContain('max-age=31536000');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('replaces the old file when a new picture is uploaded', async () => {
    const first = (await upload({ contentType: 'image/png', data: PNG.toString('base64') })).json()
      .pictureUrl as string;
    const second = (await upload({ contentType: 'image/jpeg', data: JPEG.toString('base64') })).json()
      .pictureUrl as string;
    expect(second).not.toBe(first);
    expect((await t.request({ url: `/v1${first}` })).statusCode).toBe(404);
    expect((await t.request({ url: `/v1${second}` })).headers['content-type']).toBe('image/jpeg');
  });

  it('answers 413 with code 504 when the file is over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload({ contentType: 'image/png', data: big.toString('base64') });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 504, message: 'File is too large.' });
  });

  it('answers 413 with code 504 when the body is over the route limit', async () => {
    const res = await upload({ contentType: 'image/png', data: 'A'.repeat(13 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 504, message: 'File is too large.' });
  });

  it.each([
    [{ contentType: 'image/gif', data: PNG.toString('base64') }, 'contentType'],
    [{ contentType: 'image/png', data: JPEG.toString('base64') }, 'data'],
    [{ contentType: 'image/png', data: 'not base64 !!' }, 'data'],
  ])('answers 400 for %j', async (payload, field) => {
    const res = await upload(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe(field);
  });

  // The user reads these (the bff puts them on the GraphQL input's fields).
  it.each([
    [
      { contentType: 'image/gif', data: PNG.toString('base64') },
      'contentType',
      'The picture must be a PNG, JPEG or WebP image.',
    ],
    [{ contentType: 'image/png', data: '' }, 'data', 'Choose a picture to upload.'],
    [{ contentType: 'image/png', data: ' \n' }, 'data', 'Choose a picture to upload.'],
    [{ contentType: 'image/png', data: '<svg/>' }, 'data', 'The picture could not be read.'],
  ])('words the 400 for %j for the user', async (payload, field, message) => {
    const res = await upload(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field, message }]);
  });

  it('reads a data URL prefix and line breaks in the data', async () => {
    const base64 = PNG.toString('base64');
    const data = `data:image/png;base64,${base64.slice(0, 10)}\n${base64.slice(10)}`;
    const res = await upload({ contentType: 'image/png', data });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ url: `/v1${res.json().pictureUrl}` })).rawPayload.equals(PNG)).toBe(true);
  });

  it("refuses to change someone else's picture", async () => {
    const other = await t.userId('vendor.admin@demo.test');
    expect((await upload({ contentType: 'image/png', data: PNG.toString('base64') }, other)).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/v1/users/${other}/picture`, token })).statusCode).toBe(403);
  });

  it('removes the picture and its file', async () => {
    const url = (await upload({ contentType: 'image/png', data: PNG.toString('base64') })).json().pictureUrl as string;
    const res = await t.request({ method: 'DELETE', url: `/v1/users/${id}/picture`, token });
    expect(res.statusCode).toBe(204);
    expect((await t.request({ url: '/v1/users/current', token })).json().pictureUrl).toBeNull();
    expect((await t.request({ url: `/v1${url}` })).statusCode).toBe(404);
    const fileId = url.split('/').at(-1) ?? '';
    expect(await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, fileId))).toHaveLength(0);
  });

  it('answers 400 for a media id that is not a uuid', async () => {
    expect((await t.request({ url: '/v1/media/not-a-uuid' })).statusCode).toBe(400);
  });
});
