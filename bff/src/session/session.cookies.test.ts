import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createSealer } from './session.crypto.js';
import {
  CHUNK_SIZE,
  createSessionCookies,
  OPENED_SESSIONS_KEPT,
  type SessionCookies,
  type SessionRead,
} from './session.cookies.js';
import type { PendingChallenge, SessionData } from './session.model.js';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
let now = 1_700_000_000_000;
let app: FastifyInstance | undefined;

const session = (overrides: Partial<SessionData> = {}): SessionData => ({
  sessionId: 'session-secret',
  idToken: 'id.token.value',
  accessToken: 'access.token.value',
  refreshToken: 'refresh.token.value',
  issuedAt: now,
  rememberMe: false,
  email: 'sponsor.member@demo.test',
  userId: 12,
  isAdmin: false,
  impersonatedUserId: null,
  actingRole: 'MEMBER',
  ...overrides,
});

interface Harness {
  cookies: SessionCookies;
  write(data: SessionData, cookie?: string): Promise<string[]>;
  read(cookie: string): Promise<SessionRead>;
  clear(cookie: string): Promise<string[]>;
}

async function harness(secure = false, secret = SECRET): Promise<Harness> {
  const cookies = createSessionCookies({ secure, sealer: createSealer(secret), now: () => now });
  const server = Fastify();
  app = server;
  await server.register(fastifyCookie);
  server.post('/write', async (request, reply) => {
    cookies.writeSession(request, reply, request.body as SessionData);
    return {};
  });
  server.get('/read', async (request) => cookies.readSession(request));
  server.get('/clear', async (request, reply) => {
    cookies.clearAll(request, reply);
    return {};
  });
  const setCookies = (header: string | string[] | undefined): string[] =>
    Array.isArray(header) ? header : header ? [header] : [];
  return {
    cookies,
    write: async (data, cookie) =>
      setCookies(
        (await server.inject({ method: 'POST', url: '/write', payload: data, headers: cookie ? { cookie } : {} }))
          .headers['set-cookie'],
      ),
    read: async (cookie) => (await server.inject({ url: '/read', headers: { cookie } })).json<SessionRead>(),
    clear: async (cookie) =>
      setCookies((await server.inject({ url: '/clear', headers: { cookie } })).headers['set-cookie']),
  };
}

/** `name=value` pairs of Set-Cookie headers that set (not clear) a cookie, as a Cookie header. */
const cookieHeader = (setCookies: string[]): string =>
  setCookies
    .filter((c) => !/Max-Age=0|Expires=Thu, 01 Jan 1970/.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('session cookies', () => {
  it('reads back the session when the cookies are the ones written', async () => {
    const h = await harness();
    const written = await h.write(session());
    expect(await h.read(cookieHeader(written))).toEqual({ state: 'valid', data: session() });
  });

  it('encrypts the tokens when writing the cookies', async () => {
    const h = await harness();
    const written = await h.write(session());
    expect(written.join('\n')).not.toContain('id.token.value');
    expect(written.join('\n')).not.toContain('sponsor.member');
  });

  it('treats the session as invalid when a cookie was tampered with', async () => {
    const h = await harness();
    const header = cookieHeader(await h.write(session()));
    const value = header.split('=')[1] ?? '';
    const flipped = value.slice(0, 20) + (value[20] === 'A' ? 'B' : 'A') + value.slice(21);
    expect(await h.read(`tb_session.0=${flipped}`)).toEqual({ state: 'invalid' });
  });

  it('treats the session as invalid when it was sealed with another secret', async () => {
    const other = await harness(false, 'another-secret-that-is-long-enough-0123456789');
    const header = cookieHeader(await other.write(session()));
    await app?.close();
    const h = await harness();
    expect(await h.read(header)).toEqual({ state: 'invalid' });
  });

  it('treats the session as invalid when a challenge cookie is replayed as a session', async () => {
    const h = await harness();
    const challenge: PendingChallenge = {
      name: 'SOFTWARE_TOKEN_MFA',
      session: 's',
      username: 'u',
      email: 'u@demo.test',
      rememberMe: false,
      expiresAt: now + 1000,
    };
    const reply = { setCookie: (_n: string, v: string) => (sealed = v), clearCookie: () => undefined };
    let sealed = '';
    h.cookies.writeChallenge(reply, challenge);
    expect(await h.read(`tb_session.0=${sealed}`)).toEqual({ state: 'invalid' });
  });

  it('splits the session into cookies under 3800 bytes when the tokens are large', async () => {
    const h = await harness();
    const big = session({ idToken: 'i'.repeat(4000), accessToken: 'a'.repeat(3000), refreshToken: 'r'.repeat(2500) });
    const written = await h.write(big);
    const chunks = written.filter((c) => c.startsWith('tb_session.'));
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const cookie of chunks) expect(Buffer.byteLength(cookie)).toBeLessThan(3800);
    expect(chunks.map((c) => c.split('=')[0])).toEqual(chunks.map((_, i) => `tb_session.${i}`));
    expect(CHUNK_SIZE).toBeLessThan(3800);
    expect(await h.read(cookieHeader(written))).toEqual({ state: 'valid', data: big });
  });

  it('clears the leftover chunks when the session shrinks', async () => {
    const h = await harness();
    const big = cookieHeader(await h.write(session({ idToken: 'i'.repeat(8000) })));
    const written = await h.write(session(), big);
    expect(written.some((c) => c.startsWith('tb_session.1=;') && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
  });

  it('sets HttpOnly, SameSite=Lax, Path=/ session cookies without expiry when remember-me is off', async () => {
    const h = await harness();
    const written = await h.write(session({ rememberMe: false }));
    const [chunk] = written;
    expect(chunk).toMatch(/^tb_session\.0=/);
    expect(chunk).toContain('HttpOnly');
    expect(chunk).toContain('SameSite=Lax');
    expect(chunk).toContain('Path=/');
    expect(chunk).not.toMatch(/Max-Age|Expires|Domain|Secure/);
    expect(written.some((c) => c.startsWith('rememberMe='))).toBe(false);
  });

  it('sets 30-day cookies and a readable rememberMe=1 cookie when remember-me is on', async () => {
    const h = await harness();
    const written = await h.write(session({ rememberMe: true }));
    expect(written.find((c) => c.startsWith('tb_session.0='))).toContain('Max-Age=2592000');
    const flag = written.find((c) => c.startsWith('rememberMe='));
    expect(flag).toMatch(/^rememberMe=1; Max-Age=2592000; Path=\/; SameSite=Lax$/);
  });

  it('uses Secure __Host- cookies when the public URL is https', async () => {
    const h = await harness(true);
    const written = await h.write(session({ rememberMe: true }));
    const chunk = written.find((c) => c.startsWith('__Host-tb_session.0='));
    expect(chunk).toContain('Secure');
    expect(chunk).toContain('Path=/');
    expect(chunk).not.toContain('Domain');
    expect(written.find((c) => c.startsWith('rememberMe='))).toContain('Secure');
  });

  it('clears the chunks, the challenge and rememberMe when the session ends', async () => {
    const h = await harness();
    const cleared = await h.clear('tb_session.0=x; tb_session.1=y; tb_challenge=z; rememberMe=1; other=keep');
    expect(cleared.map((c) => c.split('=')[0]).sort()).toEqual([
      'rememberMe',
      'tb_challenge',
      'tb_session.0',
      'tb_session.1',
    ]);
    for (const cookie of cleared) expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('refuses a challenge when it has expired', async () => {
    const h = await harness();
    let sealed = '';
    const reply = { setCookie: (_n: string, v: string) => (sealed = v), clearCookie: () => undefined };
    h.cookies.writeChallenge(reply, {
      name: 'SOFTWARE_TOKEN_MFA',
      session: 's',
      username: 'u',
      email: 'u@demo.test',
      rememberMe: true,
      expiresAt: now + 300_000,
    });
    expect(h.cookies.readChallenge({ cookies: { tb_challenge: sealed } })?.session).toBe('s');
    now += 300_001;
    expect(h.cookies.readChallenge({ cookies: { tb_challenge: sealed } })).toBeNull();
  });
});

describe('opened session cookies', () => {
  /** The cookies over a sealer that counts how often a session text is opened. */
  function counting() {
    const sealer = createSealer(SECRET);
    const opened: string[] = [];
    const cookies = createSessionCookies({
      secure: false,
      now: () => now,
      sealer: { seal: sealer.seal, open: (purpose, sealed) => (opened.push(sealed), sealer.open(purpose, sealed)) },
    });
    const read = (sealed: string) => cookies.readSession({ cookies: { 'tb_session.0': sealed } });
    return { sealer, opened, read };
  }

  it('opens a session text once, and answers each text with its own session only', () => {
    const { sealer, opened, read } = counting();
    const a = sealer.seal('session', session({ userId: 1, email: 'a@demo.test' }));
    const b = sealer.seal('session', session({ userId: 2, email: 'b@demo.test' }));
    expect(read(a)).toEqual({ state: 'valid', data: session({ userId: 1, email: 'a@demo.test' }) });
    expect(read(b)).toEqual({ state: 'valid', data: session({ userId: 2, email: 'b@demo.test' }) });
    expect(read(a)).toEqual({ state: 'valid', data: session({ userId: 1, email: 'a@demo.test' }) });
    expect(read(b)).toEqual({ state: 'valid', data: session({ userId: 2, email: 'b@demo.test' }) });
    expect(opened).toEqual([a, b]);
    // Shared by the requests of a session: nobody may change it in place.
    const kept = read(a);
    expect(kept.state === 'valid' && Object.isFrozen(kept.data)).toBe(true);
  });

  it('keeps refusing a tampered text, opened again each time, while the genuine one stays valid', () => {
    const { sealer, opened, read } = counting();
    const genuine = sealer.seal('session', session());
    const tampered = `${genuine.slice(0, 20)}${genuine[20] === 'A' ? 'B' : 'A'}${genuine.slice(21)}`;
    expect(read(genuine).state).toBe('valid');
    expect(read(tampered).state).toBe('invalid');
    expect(read(tampered).state).toBe('invalid');
    expect(read(genuine).state).toBe('valid');
    expect(opened).toEqual([genuine, tampered, tampered]);
  });

  it('keeps at most OPENED_SESSIONS_KEPT texts, the least recently read going first', () => {
    const { sealer, opened, read } = counting();
    const texts = Array.from({ length: OPENED_SESSIONS_KEPT + 1 }, (_, i) =>
      sealer.seal('session', session({ userId: i + 1 })),
    );
    const [first, second] = texts as [string, string];
    read(first);
    read(second);
    read(first); // the first is now more recent than the second
    for (const text of texts.slice(2)) read(text);
    opened.length = 0;
    expect(read(first)).toMatchObject({ state: 'valid', data: { userId: 1 } });
    expect(read(second)).toMatchObject({ state: 'valid', data: { userId: 2 } });
    expect(opened).toEqual([second]);
  });
});
