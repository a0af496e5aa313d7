import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.js';
import { openStream, type StreamReader } from './events.stream.testing.js';

describe('GET /v1/events/stream', () => {
  let t: TestApp;
  let base: string;
  let vendor: number;
  let sponsor: number;
  const streams: StreamReader[] = [];
  const open = async (headers: Record<string, string>) => {
    const stream = await openStream(`${base}/v1/events/stream`, headers);
    streams.push(stream);
    return stream;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await createTestApp();
    t.app.deps.eventStreamHeartbeatMs = 40;
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    vendor = await t.userId('vendor.member@demo.test');
    sponsor = await t.userId('sponsor.admin@demo.test');
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  it("streams the caller's events only, without whom else they concern", async () => {
    const mine = await open(bearer(t.tokenFor('vendor.member@demo.test')));
    const theirs = await open(bearer(t.tokenFor('sponsor.admin@demo.test')));
    expect(mine.status).toBe(200);
    expect(mine.contentType).toMatch(/^text\/event-stream/);
    // STREAM_OPEN first: every change after it reaches the stream.
    await Promise.all([mine.until(() => mine.events().length > 0), theirs.until(() => theirs.events().length > 0)]);
    t.app.deps.events.publish({ kind: 'MESSAGE_CREATED', userIds: [vendor, sponsor], threadId: 4, messageId: 9 });
    t.app.deps.events.publish({ kind: 'NOTIFICATION_CREATED', userIds: [sponsor], notificationId: 3 });
    t.app.deps.events.publish({ kind: 'THREAD_READ', userIds: [vendor], threadId: 4 });
    await mine.until(() => mine.events().length === 3);
    await theirs.until(() => theirs.events().length === 3);
    expect(mine.events()).toEqual([
      { kind: 'STREAM_OPEN' },
      { kind: 'MESSAGE_CREATED', threadId: 4, messageId: 9 },
      { kind: 'THREAD_READ', threadId: 4 },
    ]);
    expect(theirs.events()).toEqual([
      { kind: 'STREAM_OPEN' },
      { kind: 'MESSAGE_CREATED', threadId: 4, messageId: 9 },
      { kind: 'NOTIFICATION_CREATED', notificationId: 3 },
    ]);
  });

  it('sends comment heartbeats while nothing happens', async () => {
    const stream = await open(bearer(t.tokenFor('vendor.member@demo.test')));
    await stream.until(() => stream.comments().filter((c) => c === 'heartbeat').length >= 2);
    expect(stream.events()).toEqual([{ kind: 'STREAM_OPEN' }]);
  });

  it('stops listening once the client goes away', async () => {
    const listeners = countListeners(t);
    const before = listeners.open;
    const stream = await open(bearer(t.tokenFor('vendor.admin@demo.test')));
    await stream.until(() => stream.comments().length > 0);
    expect(listeners.open).toBe(before + 1);
    stream.close();
    await expect.poll(() => listeners.open).toBe(before);
  });

  it('refuses anonymous callers and an admin impersonating a user', async () => {
    expect((await open({})).status).toBe(401);
    const impersonating = await open({ ...bearer(t.adminToken()), 'x-impersonated-user-id': String(vendor) });
    expect(impersonating.status).toBe(403);
  });

  describe('a browser session’s stream ends with its session', () => {
    const token = () => t.tokenFor('vendor.member@demo.test');
    const startSession = async () => {
      const created = await t.request({
        method: 'POST',
        url: '/v1/sessions',
        token: token(),
        payload: { rememberMe: false },
      });
      return created.json<{ secret: string }>().secret;
    };
    const sessionStream = (secret: string) => open({ ...bearer(token()), 'x-session-id': secret });
    const ended = (stream: StreamReader) => () =>
      stream.events().some((event) => (event as { kind: string }).kind === 'SESSION_ENDED');

    it('at once when it signs out, while the same user’s other session streams on', async () => {
      const [leaving, staying] = [await startSession(), await startSession()];
      const [gone, kept] = [await sessionStream(leaving), await sessionStream(staying)];
      const signOut = await t.request({
        method: 'DELETE',
        url: '/v1/sessions/current',
        token: token(),
        headers: { 'x-session-id': leaving },
      });
      expect(signOut.statusCode).toBe(204);
      await gone.until(ended(gone));
      t.app.deps.events.publish({ kind: 'THREAD_READ', userIds: [vendor], threadId: 5 });
      await kept.until(() => kept.events().length > 1);
      expect(kept.events()).toEqual([{ kind: 'STREAM_OPEN' }, { kind: 'THREAD_READ', threadId: 5 }]);
    });

    it('at its next heartbeat when it ends by SQL (as the deactivation triggers end it)', async () => {
      const stream = await sessionStream(await startSession());
      await t.database.db.execute(
        sql`update sessions set revoked_at = now(), revoked_reason = 'test' where revoked_at is null and user_id = ${vendor}`,
      );
      await stream.until(ended(stream));
    });
  });
});

/** The app's bus, counting the listeners open on it (to see the route let go of its own). */
function countListeners(t: TestApp): { open: number } {
  const bus = t.app.deps.events;
  const counter = { open: 0 };
  t.app.deps.events = {
    ...bus,
    subscribe(userId, listener) {
      counter.open++;
      const stop = bus.subscribe(userId, listener);
      return () => {
        counter.open--;
        stop();
      };
    },
  };
  return counter;
}
