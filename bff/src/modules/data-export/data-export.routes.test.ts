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
import { registerDataExportRoutes } from './data-export.routes.js';

const CSV_HEAD = '\uFEFFName,Role,Business type,Country,Services,Therapeutic areas,Website,Profile link\r\n';
const QUOTA =
  'This export has 1,240 rows; your company has 800 of its 25,000 export rows left this month (the allowance renews on 1 December).';

/**
 * The export routes on a bff of their own: the harness signs in (its identity and cookies), and a
 * recording server plays the api, so a test controls how the CSV arrives.
 */
describe('the export download routes', () => {
  let h: Harness;
  let api: RecordingServer;
  let transport: RestTransport;
  let app: FastifyInstance;
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
    await registerDataExportRoutes(app, { sessions, transport });
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

  const post = (
    url: string,
    options: { payload?: object; key?: string | null; signedIn?: boolean; origin?: string } = {},
  ) => {
    const { payload = {}, key = 'key-1', signedIn = true, origin } = options;
    const cookie = signedIn ? jar.header() : undefined;
    return app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
        ...(origin ? { origin } : {}),
      },
    });
  };

  it('streams the api CSV through as it comes, with its headers, calling the api with the session and the key', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.handle(async (_request, res) => {
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="oncology-2026-11-30.csv"',
        'x-export-rows': '2',
      });
      res.write(CSV_HEAD);
      // The rest only once the browser holds the first part: a bff that buffered would never get here.
      await released;
      res.end('A,Vendor,CRO,,,,,http://x/companies/a\r\nB,Vendor,CRO,,,,,http://x/companies/b\r\n');
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/exports/watchlist-folders/12`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: jar.header() ?? '', 'idempotency-key': 'key-1' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="oncology-2026-11-30.csv"');
    expect(response.headers.get('x-export-rows')).toBe('2');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toContain('Name,Role');
    release();
    let text = decoder.decode(first.value, { stream: true });
    for (let part = await reader.read(); !part.done; part = await reader.read()) text += decoder.decode(part.value);
    expect(text.split('\r\n')).toHaveLength(4);
    const [call] = api.requests;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/v2/watchlists/folders/12/export');
    expect(call?.headers.authorization).toMatch(/^Bearer /);
    expect(call?.headers['x-session-id']).toBeDefined();
    expect(call?.headers['idempotency-key']).toBe('key-1:1');
  });

  it('sends a search as the api query (sort as field,DIRECTION; page and size dropped)', async () => {
    api.handle((_request, res) => {
      res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', 'x-export-rows': '0' });
      res.end(CSV_HEAD);
    });
    const payload = {
      searchString: '  oncology ',
      page: 3,
      size: 10,
      sort: 'ALPHABETICALLY',
      servicesIds: ['4', '4', '9'],
    };
    const res = await post('/exports/search', { payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(api.requests[0]?.url).toBe('/v1/search/export');
    expect(JSON.parse(api.requests[0]?.body ?? '')).toEqual({
      searchString: 'oncology',
      servicesIds: [4, 9],
      sort: 'name,ASC',
    });
  });

  it('maps the api refusals to { code, message } with its status, in its words', async () => {
    api.handle((_request, res) => json(res, 403, { code: 'ExportQuota', message: QUOTA }));
    const quota = await post('/exports/search', { payload: {} });
    expect(quota.statusCode).toBe(403);
    expect(quota.json()).toEqual({ code: 'EXPORT_QUOTA', message: QUOTA });
    api.handle((_request, res) =>
      json(res, 403, { code: 'ExplorerLimit', message: 'Explorer does not include exports.' }),
    );
    expect((await post('/exports/watchlist-folders/3')).json()).toEqual({
      code: 'EXPLORER_LIMIT',
      message: 'Explorer does not include exports.',
    });
    api.handle((_request, res) => json(res, 404, { code: 404, message: 'Not found.' }));
    const missing = await post('/exports/watchlist-folders/3');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    api.handle((_request, res) => json(res, 500, { code: 0, message: 'stack trace here' }));
    const broken = await post('/exports/watchlist-folders/3');
    expect(broken.statusCode).toBe(500);
    expect(broken.body).not.toContain('stack trace');
  });

  it('refuses without a session, without a key, cross-site, and a body that is no search, before calling the api', async () => {
    const anonymous = await post('/exports/watchlist-folders/3', { signedIn: false });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
    const keyless = await post('/exports/watchlist-folders/3', { key: null });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().code).toBe('BAD_USER_INPUT');
    expect((await post('/exports/watchlist-folders/3', { origin: 'https://evil.example' })).statusCode).toBe(403);
    const bad = await post('/exports/search', { payload: { sort: 'LOUDEST' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'BAD_USER_INPUT', message: 'The export request is not valid at sort.' });
    expect((await post('/exports/watchlist-folders/abc')).statusCode).toBe(400);
    expect(api.requests).toHaveLength(0);
  });
});
