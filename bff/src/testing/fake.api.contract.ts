import type { ServerResponse } from 'node:http';
import type { ApiSchema, HttpMethod, ResponseBody, RestPath } from '../rest/rest.contract.js';
import type { RecordedRequest } from './recording.server.js';

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503;

/**
 * A scripted answer of the fake api, typed by the generated REST contract: a success carries the
 * body the api's route declares (text for text routes), an error the api's error body.
 */
export type ContractAnswer<M extends HttpMethod, P extends RestPath<M>> =
  | readonly [status: 200 | 201 | 204, body?: ResponseBody<M, P>]
  | readonly [status: ErrorStatus, body: ApiSchema<'ErrorBody'>];

export type ContractHandler<M extends HttpMethod, P extends RestPath<M>> = (
  request: RecordedRequest,
  url: URL,
  acting: ApiSchema<'UserDto'> | null,
) => ContractAnswer<M, P>;

interface Route {
  method: string;
  pattern: RegExp;
  public: boolean;
  handler: ContractHandler<never, never>;
}

/** The scripted routes of one fake api, matched by method and path template (`/users/{id}`). */
export function createContractRoutes() {
  let routes: Route[] = [];
  const versioned = (path: string): string =>
    path.startsWith('/watchlists') ? `/v2${path}` : /(^|\/)v2\//.test(path) ? path : `/v1${path}`;
  const toPattern = (path: string) =>
    new RegExp(
      `^${versioned(path)
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\\\{\w+\\\}|\{\w+\}/g, '[^/]+')}$`,
    );
  return {
    /**
     * Answers `method path` with `handler` (later scripts win). Authenticated routes are matched
     * after the token check; `{ public: true }` ones before it, as the api's public routes are.
     */
    on<M extends HttpMethod, P extends RestPath<M>>(
      method: M,
      path: P,
      handler: NoInfer<ContractHandler<M, P>>,
      options: { public?: boolean } = {},
    ): void {
      routes.unshift({
        method: method.toUpperCase(),
        pattern: toPattern(path),
        public: options.public === true,
        handler: handler as unknown as ContractHandler<never, never>,
      });
    },
    find(request: RecordedRequest, path: string, publicOnly: boolean) {
      return routes.find(
        (route) => route.method === request.method && route.pattern.test(path) && (!publicOnly || route.public),
      );
    },
    clear(): void {
      routes = [];
    },
  };
}

export type ContractRoutes = ReturnType<typeof createContractRoutes>;

/** Sends a scripted answer: JSON, or text/plain when the body is a string (e.g. a card page URL). */
export function sendAnswer(res: ServerResponse, [status, body]: readonly [number, unknown?]): void {
  if (typeof body === 'string') {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(body);
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}
