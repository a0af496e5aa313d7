import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../testing/cookie.jar.js';
import { startIntegration, type IntegrationEnv } from '../testing/integration.js';
import { openTestSocket, type SocketMessage, type TestSocket } from '../testing/socket.client.js';

const LIVE = 'subscription { liveUpdates { kind threadId messageId notificationId } }';

type EventBus = IntegrationEnv['api']['app']['deps']['events'];

let env: IntegrationEnv;
/** Event streams open on the api (its bus is wrapped to count their listeners). */
const upstream = { open: 0 };
const sockets: TestSocket[] = [];

beforeAll(async () => {
  env = await startIntegration();
  const bus: EventBus = env.api.app.deps.events;
  env.api.app.deps.events = {
    ...bus,
    subscribe(userId, listener) {
      upstream.open++;
      const stop = bus.subscribe(userId, listener);
      return () => {
        upstream.open--;
        stop();
      };
    },
  };
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await env?.stop();
});

async function signedIn(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const { data } = await env.signIn(jar, email);
  expect(data?.signIn.errors).toEqual([]);
  return jar;
}

/** A socket with the jar's cookies, initialised (acknowledged by the server). */
async function connected(jar: CookieJar): Promise<TestSocket> {
  const socket = await openTestSocket(env.url, { cookie: jar.header() ?? '' });
  sockets.push(socket);
  socket.send({ type: 'connection_init' });
  await socket.next((m) => m.type === 'connection_ack');
  return socket;
}

const byId = (id: string, type: string) => (m: SocketMessage) => m.id === id && m.type === type;
/** Subscription `id`'s event of this kind (every stream opens with STREAM_OPEN). */
const event = (id: string, kind: string) => (m: SocketMessage) =>
  byId(id, 'next')(m) && (m.payload as { data?: { liveUpdates?: { kind?: string } } }).data?.liveUpdates?.kind === kind;
const codeOf = (m: SocketMessage) =>
  ((m.payload as { errors?: { extensions?: { code?: string } }[] }).errors ??
    (m.payload as { extensions?: { code?: string } }[]))[0]?.extensions?.code;

describe('GraphQL subscriptions over WebSocket', () => {
  it('refuses a socket without a session (4401) and an upgrade from a foreign origin (403)', async () => {
    const anonymous = await openTestSocket(env.url);
    sockets.push(anonymous);
    anonymous.send({ type: 'connection_init' });
    expect((await anonymous.closed).code).toBe(4401);
    const jar = await signedIn('vendor.member@demo.test');
    await expect(
      openTestSocket(env.url, { cookie: jar.header() ?? '', origin: 'https://evil.example' }),
    ).rejects.toThrow('HTTP 403');
  });

  it("delivers the api's events to the subscriber and closes the upstream stream on unsubscribe", async () => {
    const jar = await signedIn('vendor.member@demo.test');
    const viewer = await env.gql<{ viewer: { user: { id: string } } }>(jar, '{ viewer { user { id } } }');
    const userId = Number(viewer.data?.viewer.user.id);
    const socket = await connected(jar);
    const before = upstream.open;
    socket.send({ id: 'live', type: 'subscribe', payload: { query: LIVE } });
    // The stream's first event says it is open: every change from here on comes through it.
    const open = await socket.next(event('live', 'STREAM_OPEN'));
    expect(open.payload).toEqual({
      data: { liveUpdates: { kind: 'STREAM_OPEN', threadId: null, messageId: null, notificationId: null } },
    });
    expect(upstream.open).toBe(before + 1);
    env.api.app.deps.events.publish({ kind: 'MESSAGE_CREATED', userIds: [userId], threadId: 7, messageId: 12 });
    env.api.app.deps.events.publish({ kind: 'NOTIFICATION_CREATED', userIds: [userId + 1000], notificationId: 1 });
    const next = await socket.next(event('live', 'MESSAGE_CREATED'));
    expect(next.payload).toEqual({
      data: { liveUpdates: { kind: 'MESSAGE_CREATED', threadId: '7', messageId: '12', notificationId: null } },
    });
    socket.send({ id: 'live', type: 'complete' });
    await expect.poll(() => upstream.open).toBe(before);
    expect(socket.messages.filter((m) => m.type === 'next')).toHaveLength(2);
  });

  it('serves only subscriptions: a query over the socket is refused', async () => {
    const socket = await connected(await signedIn('vendor.member@demo.test'));
    socket.send({ id: 'q', type: 'subscribe', payload: { query: '{ viewer { email } }' } });
    const error = await socket.next(byId('q', 'error'));
    expect(codeOf(error)).toBe('BAD_REQUEST');
  });

  it('applies the armor and the schema to socket operations', async () => {
    const socket = await connected(await signedIn('vendor.member@demo.test'));
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: liveUpdates { kind }`).join(' ');
    socket.send({ id: 'deep', type: 'subscribe', payload: { query: `subscription { ${aliases} }` } });
    socket.send({ id: 'bad', type: 'subscribe', payload: { query: 'subscription { liveUpdates { nope } }' } });
    expect(codeOf(await socket.next(byId('bad', 'error')))).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(codeOf(await socket.next(byId('deep', 'error')))).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it("closes a session's sockets with 4401 as soon as it signs out over HTTP; the user's other sessions keep theirs", async () => {
    const leaving = await signedIn('sponsor.member@demo.test');
    const staying = await signedIn('sponsor.member@demo.test');
    const pair = [await connected(leaving), await connected(staying)];
    const before = upstream.open;
    for (const socket of pair) socket.send({ id: 'live', type: 'subscribe', payload: { query: LIVE } });
    await expect.poll(() => upstream.open).toBe(before + 2);
    const [gone, kept] = pair as [TestSocket, TestSocket];

    const signedOut = Date.now();
    await env.gql(leaving, 'mutation { signOut { success } }');
    // At once (the api's SESSION_ENDED on its bus), not at the 5-minute re-check.
    expect((await gone.closed).code).toBe(4401);
    expect(Date.now() - signedOut).toBeLessThan(5_000);
    await expect.poll(() => upstream.open).toBe(before + 1);

    const viewer = await env.gql<{ viewer: { user: { id: string } } }>(staying, '{ viewer { user { id } } }');
    env.api.app.deps.events.publish({
      kind: 'NOTIFICATION_CREATED',
      userIds: [Number(viewer.data?.viewer.user.id)],
      notificationId: 3,
    });
    expect((await kept.next(event('live', 'NOTIFICATION_CREATED'))).payload).toMatchObject({
      data: { liveUpdates: { kind: 'NOTIFICATION_CREATED' } },
    });
  });

  it('answers a syntax error and an over-long document over the socket with GRAPHQL_PARSE_FAILED, as HTTP does', async () => {
    const socket = await connected(await signedIn('vendor.member@demo.test'));
    socket.send({ id: 'syntax', type: 'subscribe', payload: { query: 'subscription { liveUpdates {' } });
    expect(codeOf(await socket.next(byId('syntax', 'error')))).toBe('GRAPHQL_PARSE_FAILED');
    const tokens = `subscription { liveUpdates { ${'kind '.repeat(3_000)} } }`;
    socket.send({ id: 'long', type: 'subscribe', payload: { query: tokens } });
    expect(codeOf(await socket.next(byId('long', 'error')))).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses liveUpdates with FORBIDDEN while an admin impersonates', async () => {
    const admin = await signedIn('admin@demo.test');
    const targets = await env.gql<{ impersonationTargets: { items: { id: string; email: string }[] } }>(
      admin,
      '{ impersonationTargets(search: "sponsor.member@demo.test") { items { id email } } }',
    );
    const target = targets.data?.impersonationTargets.items.find((u) => u.email === 'sponsor.member@demo.test');
    await env.gql(admin, 'mutation($id: ID!) { startImpersonation(userId: $id) { errors { message } } }', {
      id: target?.id,
    });
    const socket = await connected(admin);
    const before = upstream.open;
    socket.send({ id: 'live', type: 'subscribe', payload: { query: LIVE } });
    const refused = await socket.next((m) => m.id === 'live' && (m.type === 'next' || m.type === 'error'));
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(upstream.open).toBe(before);
  });
});
