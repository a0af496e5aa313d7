import type { ServerResponse } from 'node:http';
import { Type } from 'typebox';
import { requireUser } from '../../auth/auth.hooks.js';
import { forbidden } from '../../errors.js';
import { type LiveEvent, SESSION_ENDED } from '../../events/event-bus.js';
import type { ApiInstance } from '../../http/types.js';
import { openSessionOf } from '../session/index.js';

declare module '../../http/types.js' {
  interface FeatureDeps {
    /** Milliseconds between the heartbeats of GET /v1/events/stream (default 15 s; tests shorten it). */
    eventStreamHeartbeatMs?: number;
  }
}

/** A comment line this often keeps proxies from closing an idle stream and lets the bff see a dead one. */
export const DEFAULT_HEARTBEAT_MS = 15_000;

/**
 * The stream's first event: from here on every change comes as an event. What the caller read
 * before it may have changed meanwhile (a page reads its data before its stream is open), so a
 * client reads again what it shows, on its first stream as on a reconnection.
 */
export const STREAM_OPEN = 'STREAM_OPEN';

const EventStream = Type.String({
  description:
    'Server-sent events: one `data:` line per event, a JSON `LiveEventDto` (`{ kind, threadId?, messageId?, notificationId? }`); comment lines (`:`) are heartbeats. The first event is `{ "kind": "STREAM_OPEN" }`: every later change comes as an event, and what was read before it may be stale.',
});

/** What the caller is told of an event: whom else it concerns stays on the server. */
export function streamedEvent(event: LiveEvent): Omit<LiveEvent, 'userIds'> {
  const { kind, threadId, messageId, notificationId } = event;
  return { kind, threadId, messageId, notificationId };
}

export async function eventsRoutes(app: ApiInstance): Promise<void> {
  // Open streams never end by themselves: closing the server ends them, or it would wait forever.
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  app.get(
    '/v1/events/stream',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['events'],
        summary: "The caller's live events as server-sent events (refused while impersonating)",
        description:
          'Stays open: first `STREAM_OPEN`, then one event per `data:` line as it happens, a comment heartbeat every 15 s. Only the caller’s own events; an impersonating admin gets 403.',
        response: {
          200: { description: 'An endless event stream.', content: { 'text/event-stream': { schema: EventStream } } },
        },
      },
    },
    async (request, reply) => {
      const { user, impersonating } = requireUser(request);
      // Live events are the user's own inbox: an admin acting as them does not read it (spec §6).
      if (impersonating) throw forbidden();
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      response.write(': open\n\n');
      open.add(response);
      // The stream of a browser's session ends with the session: at once when the api ends it
      // (SESSION_ENDED on the bus, from any api process), else at the next heartbeat, which
      // reads the session again (a deactivation by SQL ends sessions through triggers).
      const session = openSessionOf(request);
      const write = (text: string) => {
        if (!response.writableEnded) response.write(text);
      };
      const end = () => {
        write(`data: ${JSON.stringify({ kind: SESSION_ENDED })}\n\n`);
        response.end();
      };
      const unsubscribe = app.deps.events.subscribe(user.id, (event) => {
        if (event.kind !== SESSION_ENDED) write(`data: ${JSON.stringify(streamedEvent(event))}\n\n`);
        else if (session && (event.sessionIds ?? [session.id]).includes(session.id)) end();
      });
      write(`data: ${JSON.stringify({ kind: STREAM_OPEN })}\n\n`);
      const heartbeat = setInterval(() => {
        if (!session) return write(': heartbeat\n\n');
        void session.isOpen(app.deps.db, app.deps.clock.now()).then(
          (isOpen) => (isOpen ? write(': heartbeat\n\n') : end()),
          () => write(': heartbeat\n\n'),
        );
      }, app.deps.eventStreamHeartbeatMs ?? DEFAULT_HEARTBEAT_MS);
      response.once('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(response);
      });
    },
  );
}
