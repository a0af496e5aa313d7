import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { type AppServices, createContext, type GraphQLContext } from '../context.js';
import { AppError } from '../errors/error.codes.js';
import type { SessionCookies } from '../session/session.cookies.js';
import { createSessionApi } from '../session/session.api.js';
import { socketCookieJar, SocketSession } from './socket.session.js';

/** graphql-ws's close codes the client does not retry after: no session, or not this session's socket. */
export const CLOSE = { unauthorized: 4401, forbidden: 4403, tooMany: 4429, tryAgain: 1013 } as const;

/** How often an open socket's session is loaded and vouched for by the api again. */
export const SESSION_RECHECK_MS = 5 * 60_000;

/** One open socket: its session and what builds each operation's context. */
export interface SocketConnection {
  sessionId: string;
  context(): Promise<GraphQLContext>;
  close(): void;
}

// The upgrade's answer was taken over by the socket: nothing may write to it.
const noReply = new Proxy({} as FastifyReply, {
  get: () => {
    throw new Error('an operation over a socket has no HTTP answer');
  },
});

/**
 * Opens a socket's session exactly as HTTP loads one (cookies decrypted, ID token verified,
 * refreshed when due) but with its cookies in memory, then asks the api to vouch for it (a copied
 * cookie of an ended session is refused here, not at the first event). Closes the socket and
 * answers null without a session; re-checks it every SESSION_RECHECK_MS while the socket is open.
 */
export async function openSocketConnection(
  services: AppServices,
  cookies: SessionCookies,
  socket: WebSocket,
  request: FastifyRequest,
  recheckMs = SESSION_RECHECK_MS,
): Promise<SocketConnection | null> {
  const jar = socketCookieJar(request.cookies);
  const load = () => services.sessions.load(jar.request, jar.reply);
  const first = await load();
  const caller = first.peekCaller();
  if (!caller?.sessionId) {
    socket.close(first.unavailable ? CLOSE.tryAgain : CLOSE.unauthorized, 'Unauthorized');
    return null;
  }
  const session = new SocketSession({ ...jar, cookies }, first, () =>
    socket.close(CLOSE.unauthorized, 'Session ended'),
  );
  const socketServices: AppServices = {
    ...services,
    sessions: { load: async () => session, vouches: async () => true },
  };
  const context = async (): Promise<GraphQLContext> => {
    const ctx = await createContext(socketServices, request, noReply);
    ctx.socket = { close: (code, reason) => socket.close(code, reason) };
    return ctx;
  };
  const vouch = async (): Promise<boolean> => {
    try {
      await createSessionApi((await context()).rest).current();
      return true;
    } catch (error) {
      // An ended session was ended by the REST client (the socket with it); anything else: try later.
      const code = error instanceof AppError && error.code === 'UNAUTHENTICATED' ? CLOSE.unauthorized : CLOSE.tryAgain;
      socket.close(code, code === CLOSE.unauthorized ? 'Unauthorized' : 'Try again later');
      return false;
    }
  };
  if (!(await vouch())) return null;
  const timer = setInterval(() => {
    void (async () => {
      const next = await load();
      // Another user or no one any more (signed out, refresh refused): this socket is over.
      if (next.peekCaller()?.sessionId !== caller.sessionId) return socket.close(CLOSE.unauthorized, 'Session ended');
      session.replace(next);
      await vouch();
    })().catch(() => socket.close(CLOSE.tryAgain, 'Try again later'));
  }, recheckMs);
  return { sessionId: caller.sessionId, context, close: () => clearInterval(timer) };
}
