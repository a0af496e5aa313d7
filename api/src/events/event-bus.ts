import { afterCommit } from '../db/request-transaction.js';

/**
 * Live events: what changed for whom, so open browsers update without a reload. The api is their
 * one source (it knows who may see what); each event names the users it concerns, and the bff
 * streams a user's events to that user's sockets (GET /v1/events/stream).
 *
 * `kind` is an open set: later features add kinds, and a consumer ignores kinds it does not know.
 */
export interface LiveEvent {
  /** E.g. 'MESSAGE_CREATED', 'THREAD_READ', 'NOTIFICATION_CREATED', 'NOTIFICATION_READ'. */
  kind: string;
  /** The users it concerns: only they receive it. */
  userIds: number[];
  threadId?: number;
  messageId?: number;
  notificationId?: number;
  /**
   * SESSION_ENDED: the sessions that ended (sign-out, a password change, a revocation). The user's
   * event streams of those sessions end with it; streams of their other sessions ignore it.
   */
  sessionIds?: string[];
}

/** Published when sessions end, so their live streams (and the bff's sockets on them) end at once. */
export const SESSION_ENDED = 'SESSION_ENDED';

export type LiveEventListener = (event: LiveEvent) => void;

/**
 * Delivers events to the listeners of the users they name. One process: in memory. Several api
 * processes: a bus that crosses them (Redis when REDIS_URL is set), with the same interface.
 */
export interface EventBus {
  /** Fire and forget: a lost live event costs a stale badge until the next read, never data. */
  publish(event: LiveEvent): void;
  /** Listens for one user's events; the answer stops listening. */
  subscribe(userId: number, listener: LiveEventListener): () => void;
  close(): Promise<void>;
}

/** Delivers an event to this process's listeners of each user it names. */
export function createLocalDispatch() {
  const listeners = new Map<number, Set<LiveEventListener>>();
  return {
    dispatch(event: LiveEvent): void {
      for (const userId of new Set(event.userIds)) {
        for (const listener of listeners.get(userId) ?? []) listener(event);
      }
    },
    subscribe(userId: number, listener: LiveEventListener): () => void {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
  };
}

/** The embedded default: one api process, events in memory. */
export function createMemoryEventBus(): EventBus {
  const local = createLocalDispatch();
  return {
    // After the commit: a browser that refetches on the event must find the write.
    publish: (event) => void afterCommit(() => queueMicrotask(() => local.dispatch(event))),
    subscribe: local.subscribe,
    close: async () => {},
  };
}
