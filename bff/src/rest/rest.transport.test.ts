import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRestTransport, TransportError, type RestTransport } from './rest.transport.js';

let server: Server | undefined;
let transport: RestTransport | undefined;
afterEach(async () => {
  transport?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = transport = undefined;
});

/** A transport to a server that answers every call with `answer`. */
async function serving(answer: Parameters<typeof createServer>[1]): Promise<RestTransport> {
  server = createServer(answer);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  transport = createRestTransport({ apiUrl: `http://127.0.0.1:${port}`, retryDelayMs: 1 });
  return transport;
}

const get = (t: RestTransport, path = '/v1/thing') =>
  t.send(new URL(t.apiUrl + path), { method: 'GET', headers: { accept: 'application/json' } });

describe('rest transport answers', () => {
  it('reads a body sent in many chunks whole, a character split between two chunks included', async () => {
    const text = JSON.stringify({ name: 'Zürich Ørsted 東京 '.repeat(2_000) });
    const bytes = Buffer.from(text, 'utf8');
    const t = await serving((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      // Cut inside the multi-byte characters: every 7 bytes.
      for (let at = 0; at < bytes.length; at += 7) response.write(bytes.subarray(at, at + 7));
      response.end();
    });
    const answer = await get(t);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(text);
  });

  it('answers headers by lower-case name, a repeated one as a list, and an empty body as empty text', async () => {
    const t = await serving((_request, response) => {
      response.setHeader('X-Session-Checked', '1');
      response.setHeader('Set-Cookie', ['a=1', 'b=2']);
      response.writeHead(204).end();
    });
    const answer = await get(t);
    expect(answer).toMatchObject({ statusCode: 204, body: '', headers: { 'x-session-checked': '1' } });
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
  });

  it('drops a UTF-8 byte order mark, as undici’s body.text() does', async () => {
    const t = await serving((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"ok":true}')]));
    });
    expect((await get(t)).body).toBe('{"ok":true}');
  });

  it('sends a JSON body with its content type, and answers error statuses as answers', async () => {
    const t = await serving((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        response.writeHead(422, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ type: request.headers['content-type'], body: JSON.parse(body) as unknown }));
      });
    });
    const answer = await t.send(new URL(`${t.apiUrl}/v1/things`), { method: 'POST', headers: {}, json: { a: 1 } });
    expect(answer.statusCode).toBe(422);
    expect(JSON.parse(answer.body)).toEqual({ type: 'application/json', body: { a: 1 } });
  });

  it('fails with a TransportError when the api closes the connection without an answer', async () => {
    const t = await serving((request) => request.socket.destroy());
    await expect(get(t)).rejects.toBeInstanceOf(TransportError);
  });
});
