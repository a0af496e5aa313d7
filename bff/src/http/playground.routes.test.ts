import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../testing/cookie.jar.js';
import { buildUser } from '../testing/fake.api.js';
import { startHarness, type Harness } from '../testing/bff.harness.js';
import { DIRECTIVE_PROBES } from '../testing/probes.js';
import { openTestSocket } from '../testing/socket.client.js';
import { contentSecurityPolicy } from './security.js';

// What the web build writes (web/build/playground.ts, web/build/schemaReference/).
const PLAYGROUND = '<!doctype html><title>Trialbridge GraphQL playground</title><div id="playground"></div>';
const REFERENCE =
  '<!doctype html><title>Reference</title><h2 id="queries">Queries</h2><section id="Query">Query</section>';
const MEMBER = 'member@demo.test';
const SIGN_OUT = 'mutation { signOut { success } }';

function webDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'tb-dist-graphql-'));
  mkdirSync(join(dist, '.graphql'));
  writeFileSync(join(dist, '.graphql', 'playground.html'), PLAYGROUND);
  writeFileSync(join(dist, '.graphql', 'reference.html'), REFERENCE);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  return dist;
}

const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('GET /graphql', () => {
  let h: Harness;
  let dist: string;
  beforeAll(async () => {
    dist = webDist();
    h = await startHarness({
      users: [buildUser({ id: 1, email: MEMBER })],
      env: { WEB_DIST: dist },
      deps: { schemaExtensions: [DIRECTIVE_PROBES] },
    });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the playground page when a browser opens it, under the site-wide security headers', async () => {
    const response = await h.app.inject({ url: '/graphql', headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(PLAYGROUND);
    expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy(h.config));
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a GraphQL GET query as Apollo did when the URL carries one', async () => {
    const response = await h.app.inject({
      url: '/graphql?query=%7B%20publicProbe%20%7D',
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { publicProbe: true } });
  });

  it('answers POST /graphql as before', async () => {
    const { status, data } = await h.gql('{ publicProbe }');
    expect(status).toBe(200);
    expect(data).toEqual({ publicProbe: true });
  });

  it('still upgrades a WebSocket on the same path, whatever the Accept header says', async () => {
    const url = await h.app.listen({ host: '127.0.0.1', port: 0 });
    const socket = await openTestSocket(url, browser);
    socket.send({ type: 'connection_init' });
    // Anonymous: the socket server itself answers (and refuses the session), not the playground.
    expect((await socket.closed).code).toBe(4401);
  });

  it('has no public file URL for the pages the bff serves itself', async () => {
    for (const url of ['/.graphql/playground.html', '/.graphql/reference.html']) {
      const response = await h.app.inject({ url });
      expect(response.statusCode).not.toBe(200);
      expect(response.body).not.toContain('Reference');
    }
  });

  it('serves the schema reference to anyone outside production', async () => {
    const response = await h.app.inject({ url: '/graphql/reference', headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(REFERENCE);
    expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy(h.config));
  });
});

describe('GET /graphql before the web app is built', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ users: [] });
  });
  afterAll(() => h.close());

  it('says the playground and the reference are not built', async () => {
    const playground = await h.app.inject({ url: '/graphql', headers: browser });
    expect(playground.statusCode).toBe(503);
    expect(playground.body).toContain('The GraphQL playground is not built');
    const reference = await h.app.inject({ url: '/graphql/reference', headers: browser });
    expect(reference.statusCode).toBe(503);
  });
});

describe('the schema reference in production', () => {
  let prod: Harness;
  let dist: string;
  beforeAll(async () => {
    dist = webDist();
    prod = await startHarness({
      users: [buildUser({ id: 1, email: MEMBER })],
      env: { WEB_DIST: dist, NODE_ENV: 'production' },
      // Production runs only the web app's documents for browsers: sign-out is one.
      trustedDocuments: [SIGN_OUT],
    });
  });
  afterAll(async () => {
    await prod.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('still serves the playground page to everyone (it holds no data)', async () => {
    const response = await prod.app.inject({ url: '/graphql', headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PLAYGROUND);
  });

  it('sends an anonymous browser to sign in', async () => {
    const response = await prod.app.inject({ url: '/graphql/reference', headers: browser });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
    expect(response.body).not.toContain('Queries');
  });

  it('serves it to a signed-in browser, uncached by shared caches', async () => {
    const jar = new CookieJar();
    await prod.signIn(MEMBER, { jar });
    const response = await prod.app.inject({
      url: '/graphql/reference',
      headers: { ...browser, cookie: jar.header() ?? '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(REFERENCE);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  it('sends a signed-out session to sign in once the api has ended it', async () => {
    const jar = new CookieJar();
    await prod.signIn(MEMBER, { jar });
    const cookie = jar.header() ?? '';
    await prod.gql(SIGN_OUT, {}, { jar });
    const response = await prod.app.inject({ url: '/graphql/reference', headers: { ...browser, cookie } });
    expect(response.statusCode).toBe(302);
  });

  it('serves it to a bearer caller', async () => {
    const token = prod.issuer.accessToken({ sub: 'partner-user' });
    const response = await prod.app.inject({
      url: '/graphql/reference',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(REFERENCE);
  });
});
