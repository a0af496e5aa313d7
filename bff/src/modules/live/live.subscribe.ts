import type { Readable } from 'node:stream';
import { SESSION_ENDED_CODE, type GraphQLContext } from '../../context.js';
import { mapUpstreamError } from '../../errors/upstream.errors.js';
import { liveEventSource, type LiveEventSource } from './live.events.js';

/** The api sends a heartbeat every 15 s: three missed ones mean the stream is gone. */
export const LIVE_SILENCE_MS = 45_000;

/** "Try again later": graphql-ws clients reconnect and subscribe again after it (unlike 1011 or 4500). */
export const UPSTREAM_LOST_CLOSE_CODE = 1013;

async function readAll(body: Readable): Promise<unknown> {
  let text = '';
  body.setEncoding('utf8');
  for await (const chunk of body) {
    text += chunk as string;
    if (text.length > 16_000) break;
  }
  body.destroy();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Opens the viewer's event stream on the api (GET /v1/events/stream, with the session's
 * credentials). The api's refusal becomes the error HTTP would give (an ended session also ends
 * here). When the api goes away mid-stream the socket is closed with a code its client retries on,
 * so the subscription starts again on a fresh stream instead of ending in silence; when the api
 * says the session ended, the socket is closed with 4401.
 */
export async function openLiveEvents(ctx: GraphQLContext, silenceMs = LIVE_SILENCE_MS): Promise<LiveEventSource> {
  const upstream = await ctx.rest.stream({ operation: 'streamLiveEvents', path: '/events/stream', endless: true });
  if (upstream.status !== 200) {
    const error = mapUpstreamError({ status: upstream.status, body: await readAll(upstream.body) });
    if (error.extensions.upstreamCode === SESSION_ENDED_CODE) ctx.session.end();
    throw error;
  }
  const source = liveEventSource(upstream.body, { silenceMs });
  void source.ended.then((how) => {
    if (how === 'lost') ctx.socket?.close(UPSTREAM_LOST_CLOSE_CODE, 'Live updates interrupted: reconnect.');
    // Signed out, password changed, deactivated or revoked, on any replica: the socket's session
    // ends now (SocketSession closes the socket with 4401), not at its next periodic check.
    if (how === 'session-ended') ctx.session.end();
  });
  return source;
}
