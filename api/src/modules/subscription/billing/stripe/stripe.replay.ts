import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Stripe API response recorded under ./fixtures. */
export function fixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
}

export interface ReplayedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
}

export type Reply = [status: number, body: unknown];
export type Route = Reply | ((request: ReplayedRequest) => Reply);

export interface StripeReplay {
  url: string;
  requests: ReplayedRequest[];
  /** Answers by `METHOD /v1/path`; an unscripted call answers Stripe's 404 so a test sees it. */
  routes: Map<string, Route>;
  close(): Promise<void>;
}

/** A local server replaying recorded Stripe responses (tests never reach the network). */
export async function startStripeReplay(): Promise<StripeReplay> {
  const requests: ReplayedRequest[] = [];
  const routes = new Map<string, Route>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe');
      const request: ReplayedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        headers: req.headers,
      };
      requests.push(request);
      const route = routes.get(`${request.method} ${request.path}`);
      const [status, body] =
        typeof route === 'function'
          ? route(request)
          : (route ?? [
              404,
              {
                error: {
                  type: 'invalid_request_error',
                  message: `Unrecognized request URL (${request.method}: ${request.path}).`,
                },
              },
            ]);
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_replay_${requests.length}`,
        'stripe-version': '2024-06-20',
      });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    routes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The recorded price list, filtered by the lookup keys asked for (as Stripe does). */
export function pricesByLookupKey(request: ReplayedRequest): Reply {
  const keys = [...request.query.entries()].filter(([key]) => key.startsWith('lookup_keys')).map(([, value]) => value);
  const list = fixture('prices.list') as { data: { lookup_key: string }[] };
  return [200, { ...list, data: list.data.filter((p) => keys.includes(p.lookup_key)) }];
}
