import { Redis } from 'ioredis';
import { afterCommit } from '../db/request-transaction.js';
import { createLocalDispatch, type EventBus, type LiveEvent } from './event-bus.js';

/** The one channel every api process publishes to and listens on. */
export const LIVE_EVENTS_CHANNEL = 'trialbridge:live-events';

export interface RedisEventBusOptions {
  channel?: string;
  /** Where a lost connection or a malformed message is reported (never thrown: events are best effort). */
  log?: { warn(obj: object, msg: string): void };
}

export interface RedisEventBus extends EventBus {
  /** Resolves once this process listens on the channel (tests wait for it before publishing). */
  ready(): Promise<void>;
}

/** An event as received from Redis: anything else on the channel is dropped, never dispatched. */
function parseEvent(message: string): LiveEvent | null {
  try {
    const value = JSON.parse(message) as Partial<LiveEvent> | null;
    if (typeof value?.kind !== 'string' || !Array.isArray(value.userIds)) return null;
    if (!value.userIds.every((id) => Number.isInteger(id))) return null;
    return value as LiveEvent;
  } catch {
    return null;
  }
}

/**
 * Events across api processes: each publishes to one Redis channel and dispatches what the channel
 * carries to its own listeners, its own events included (they arrive through Redis like the others,
 * so every process sees them in the same order). Pub/sub keeps nothing: a process that is down
 * misses events, which costs a stale badge until the next read.
 */
export function createRedisEventBus(url: string, options: RedisEventBusOptions = {}): RedisEventBus {
  const channel = options.channel ?? LIVE_EVENTS_CHANNEL;
  const local = createLocalDispatch();
  // A connection in subscriber mode can only listen: publishing needs a second one.
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const warn = (error: unknown, msg: string) => options.log?.warn({ err: error }, msg);
  publisher.on('error', (error) => warn(error, 'live events: redis publisher error'));
  subscriber.on('error', (error) => warn(error, 'live events: redis subscriber error'));
  const subscribed = subscriber
    .subscribe(channel)
    .catch((error: unknown) => warn(error, 'live events: subscribe failed'));
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const event = parseEvent(message);
    if (event) local.dispatch(event);
    else warn(null, 'live events: malformed message dropped');
  });
  return {
    publish(event) {
      void afterCommit(() =>
        publisher
          .publish(channel, JSON.stringify(event))
          .catch((error: unknown) => warn(error, 'live events: publish failed')),
      );
    },
    subscribe: local.subscribe,
    ready: async () => {
      await subscribed;
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
