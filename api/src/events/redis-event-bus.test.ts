import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from './event-bus.js';
import { createRedisEventBus, type RedisEventBus } from './redis-event-bus.js';

const url = process.env.TEST_REDIS_URL;

// Needs a Redis server: .ci/run sets TEST_REDIS_URL=redis://127.0.0.1:6379; without it there is nothing to test against.
describe.skipIf(!url)('createRedisEventBus (TEST_REDIS_URL)', () => {
  // A channel of its own, so parallel runs on the same Redis never see each other's events.
  const channel = `test:live-events:${randomUUID()}`;
  const buses: RedisEventBus[] = [];
  const bus = () => {
    const created = createRedisEventBus(url ?? '', { channel });
    buses.push(created);
    return created;
  };
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
  });

  it("carries an event from one process's bus to another's listeners of the users it names", async () => {
    const [a, b] = [bus(), bus()];
    await Promise.all([a.ready(), b.ready()]);
    const onB: LiveEvent[] = [];
    const otherUser: LiveEvent[] = [];
    b.subscribe(7, (event) => onB.push(event));
    b.subscribe(8, (event) => otherUser.push(event));
    const onA: LiveEvent[] = [];
    a.subscribe(7, (event) => onA.push(event));
    const event = { kind: 'MESSAGE_CREATED', userIds: [7], threadId: 3, messageId: 11 };
    a.publish(event);
    await expect.poll(() => onB).toEqual([event]);
    await expect.poll(() => onA).toEqual([event]);
    expect(otherUser).toEqual([]);
  });

  it('drops what is not an event and stops listening when asked', async () => {
    const [a, b] = [bus(), bus()];
    await Promise.all([a.ready(), b.ready()]);
    const seen: LiveEvent[] = [];
    const stop = b.subscribe(5, (event) => seen.push(event));
    const raw = new Redis(url ?? '');
    try {
      // Published and answered before the real event below, so they would arrive first.
      await raw.publish(channel, 'not json');
      await raw.publish(channel, JSON.stringify({ kind: 'THREAD_READ', userIds: ['5'], threadId: 0 }));
      await raw.publish(channel, JSON.stringify({ userIds: [5], threadId: 0 }));
    } finally {
      await raw.quit();
    }
    a.publish({ kind: 'THREAD_READ', userIds: [5], threadId: 1 });
    await expect.poll(() => seen.length).toBe(1);
    stop();
    a.publish({ kind: 'THREAD_READ', userIds: [5], threadId: 2 });
    // A later event for someone else proves the earlier one had time to arrive.
    const later: LiveEvent[] = [];
    b.subscribe(6, (event) => later.push(event));
    a.publish({ kind: 'THREAD_READ', userIds: [6], threadId: 3 });
    await expect.poll(() => later.length).toBe(1);
    expect(seen.map((e) => e.threadId)).toEqual([1]);
  });
});
