import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Which TCP connection carried it (1-based), to observe keep-alive. */
  connection: number;
}

export type Handler = (request: RecordedRequest, res: ServerResponse, req: IncomingMessage) => void | Promise<void>;

export interface RecordingServer {
  url: string;
  requests: RecordedRequest[];
  /** Replaces the handler for the next requests. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export const json = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** A local HTTP server on a free port that records every request it receives (test helper). */
export async function startRecordingServer(initial?: Handler): Promise<RecordingServer> {
  let handler: Handler = initial ?? ((_request, res) => json(res, 200, {}));
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const connectionIds = new WeakMap<Socket, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        connection: connectionIds.get(req.socket) ?? 0,
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res, req)).catch(() => res.destroy());
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  let connections = 0;
  server.on('connection', (socket) => connectionIds.set(socket, ++connections));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
