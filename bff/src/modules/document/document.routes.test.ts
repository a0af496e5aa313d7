import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerSecurity } from '../../http/security.js';
import { createTokenVerifier } from '../../identity/token.verifier.js';
import { createRestTransport, type RestTransport } from '../../rest/rest.transport.js';
import { createSessionCookies } from '../../session/session.cookies.js';
import { createSealer } from '../../session/session.crypto.js';
import { resolveSessionSecret } from '../../session/session.secret.js';
import { createSessionService } from '../../session/session.service.js';
import { startHarness, type Harness } from '../../testing/bff.harness.js';
import { CookieJar } from '../../testing/cookie.jar.js';
import { buildUser } from '../../testing/fake.api.js';
import { json, startRecordingServer, type RecordingServer } from '../../testing/recording.server.js';
import { registerDocumentRoutes } from './document.routes.js';

const ID = '0b7f3f0e-52a4-4c1e-9d6a-3c2f1a9e8b7d';

/** The document download route on a bff of their own; a recording server plays the api. */
describe('the document download route', () => {
  let h: Harness;
  let api: RecordingServer;
  let transport: RestTransport;
  let app: FastifyInstance;
  let base: string;
  const jar = new CookieJar();
  beforeAll(async () => {
    h = await startHarness({ users: [buildUser({ id: 1, email: 'sponsor.admin@demo.test' })] });
    await h.signIn('sponsor.admin@demo.test', { jar });
    api = await startRecordingServer();
    transport = createRestTransport({ apiUrl: api.url });
    const { config } = h;
    const sealer = createSealer(resolveSessionSecret(config.sessionSecret, config.dataDir));
    const sessions = createSessionService({
      cookies: createSessionCookies({ secure: false, sealer, now: h.clock.now }),
      identity: h.identity,
      verifier: createTokenVerifier(config.cognito, async () => h.issuer.jwks()),
      now: h.clock.now,
      refreshAfterMs: config.sessionRefreshAfterSeconds * 1000,
      adminGroup: config.cognito.adminGroup,
      log: pino({ level: 'silent' }),
      authenticators: [],
    });
    app = Fastify({ logger: false });
    registerSecurity(app, config);
    await app.register(fastifyCookie);
    await registerDocumentRoutes(app, { sessions, transport });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  beforeEach(() => {
    api.requests.length = 0;
  });
  afterAll(async () => {
    await app.close();
    transport.close();
    await api.close();
    await h.close();
  });

  it('refuses without a session, and an id that is no UUID, without calling the api', async () => {
    expect((await fetch(`${base}/documents/${ID}/download`)).status).toBe(401);
    expect((await fetch(`${base}/documents/..%2Fx/download`, { headers: { cookie: jar.header() ?? '' } })).status).toBe(
      400,
    );
    expect(api.requests).toEqual([]);
  });

  it('takes no upload: the browser sends the bytes to the storage itself', async () => {
    const res = await fetch(`${base}/uploads/documents/${ID}`, {
      method: 'POST',
      body: new Uint8Array(3),
      headers: { 'content-type': 'application/octet-stream', cookie: jar.header() ?? '' },
    });
    expect(res.status).toBe(404);
    expect(api.requests).toEqual([]);
  });

  it('streams a download with its headers, and passes an S3 link on', async () => {
    api.handle((_request, res) => {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="a.pdf"; filename*=UTF-8\'\'a.pdf',
        'content-length': '5',
      });
      res.end('%PDF-');
    });
    const res = await fetch(`${base}/documents/${ID}/download`, { headers: { cookie: jar.header() ?? '' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('%PDF-');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="a.pdf"; filename*=UTF-8\'\'a.pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(api.requests[0]?.url).toBe(`/v1/documents/${ID}/download`);
    api.handle((_request, res) => {
      res.writeHead(303, { location: 'https://bucket.s3.example/documents/1/x?X-Amz-Signature=abc' });
      res.end();
    });
    const link = await fetch(`${base}/documents/${ID}/download`, {
      headers: { cookie: jar.header() ?? '' },
      redirect: 'manual',
    });
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toBe('https://bucket.s3.example/documents/1/x?X-Amz-Signature=abc');
    api.handle((_request, res) => json(res, 404, { code: 404, message: 'Not found.' }));
    expect((await fetch(`${base}/documents/${ID}/download`, { headers: { cookie: jar.header() ?? '' } })).status).toBe(
      404,
    );
  });
});
