import type { IncomingMessage } from 'node:http';

/**
 * A WebSocket upgrade: Node's parser flags it on the raw request (untyped in @types/node); such a
 * request goes to the server's 'upgrade' listener, never through the ordinary request path.
 */
export const isUpgrade = (raw: IncomingMessage): boolean =>
  (raw as IncomingMessage & { upgrade?: boolean }).upgrade === true;
