import { WebSocket } from 'ws';

/** A graphql-ws message as the server sends it. */
export interface SocketMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

export interface TestSocket {
  messages: SocketMessage[];
  send(message: SocketMessage): void;
  /** Resolves with the first message (from the start) that `match` accepts. */
  next(match: (message: SocketMessage) => boolean, ms?: number): Promise<SocketMessage>;
  /** The close code and reason once the server or the client closed. */
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/**
 * A raw graphql-ws client over `ws` (which, unlike a browser's WebSocket, sets Cookie and Origin
 * headers), so tests see each protocol message and close code. Resolves once the socket opened;
 * an upgrade the server refused rejects with its HTTP status.
 */
export function openTestSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const socket = new WebSocket(url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', { headers });
  const messages: SocketMessage[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data: Buffer) => {
    messages.push(JSON.parse(data.toString()) as SocketMessage);
    for (const waiter of waiters) waiter();
  });
  const client: TestSocket = {
    messages,
    send: (message) => socket.send(JSON.stringify(message)),
    next: (match, ms = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such message in ${ms} ms: ${JSON.stringify(messages)}`));
        }, ms);
        waiters.add(check);
        check();
      }),
    closed,
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (request, response) => {
      // With this listener ws leaves the refused request open: end it, or the server never closes.
      request.destroy();
      reject(new Error(`HTTP ${response.statusCode}`));
    });
    socket.once('error', reject);
  });
}
