import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { RequestError, type Method } from 'got';
import type { AppError } from '../errors/error.codes.js';
import { mapUpstreamError, outcomeUnknown, upstreamUnavailable } from '../errors/upstream.errors.js';
import { IDEMPOTENCY_HEADER } from './idempotency.keys.js';
import { PUBLIC_OPERATIONS, resolveApiPath, segment } from './rest.paths.js';
import { buildSearchParams, type Paging, type Query } from './rest.query.js';
import type { HttpMethod, PathParams, QueryParams, RequestBody, ResponseBody, RestPath } from './rest.contract.js';
import { TransportError, type RestTransport } from './rest.transport.js';

export const IMPERSONATION_HEADER = 'X-Impersonated-User-Id';
export const SESSION_HEADER = 'X-Session-Id';
/** The api's answer header saying it checked that session (public routes do not). */
const SESSION_CHECKED_HEADER = 'x-session-checked';
/** The api's answer header saying the call's own user is active, of an active company. */
const CALLER_ACTIVE_HEADER = 'x-caller-active';

/** Who a call is made for: the bearer token forwarded upstream and the impersonation target. */
export interface RestCredentials {
  /** The session's ID token, or a partner's access token. */
  token: string;
  /** Set while an admin impersonates: sent as `X-Impersonated-User-Id`. */
  impersonatedUserId: number | null;
  /** The browser session's secret: sent as `X-Session-Id`, so the api refuses ended sessions. */
  sessionId?: string | null;
}

export interface RestRequest {
  /** The call's name (e.g. `getRoles`): decides whether a bearer token is sent, and names it in logs. */
  operation: string;
  method?: Method;
  /** The path without version prefix, e.g. `/users/current` (see resolveApiPath). */
  path: string;
  query?: Query;
  paging?: Paging;
  body?: unknown;
  /** false: the path is sent as is (infrastructure routes such as `/healthz`). */
  versioned?: boolean;
  /** stream() only: an answer that never ends (server-sent events) has no overall timeout, only the connect one. */
  endless?: boolean;
  /**
   * Overrides the session's impersonation target for this call (null: no header). Such calls
   * are about someone else, so their errors never end the caller's session.
   */
  impersonatedUserId?: number | null;
}

export interface RestStream {
  status: number;
  headers: IncomingHttpHeaders;
  body: Readable;
}

/**
 * One call of the contract: the operation's name (spec §7's bearer rule and the logs), the
 * path's parameters and the body when the api declares them, the query, paging and an
 * impersonation override.
 */
export type RestCall<M extends HttpMethod, P extends RestPath<M>> = {
  operation: string;
  query?: QueryParams<M, P>;
  paging?: Paging;
  /** See RestRequest.impersonatedUserId. */
  impersonatedUserId?: number | null;
} & ([PathParams<M, P>] extends [never] ? { params?: never } : { params: PathParams<M, P> }) &
  ([RequestBody<M, P>] extends [never]
    ? { body?: never }
    : undefined extends RequestBody<M, P>
      ? { body?: RequestBody<M, P> }
      : { body: RequestBody<M, P> });

type TypedCall<M extends HttpMethod> = <P extends RestPath<M>>(
  path: P,
  call: RestCall<M, P>,
) => Promise<ResponseBody<M, P>>;

export interface RestClient {
  /** The api's routes, typed by the contract generated from its OpenAPI document (rest.contract.ts). */
  get: TypedCall<'get'>;
  post: TypedCall<'post'>;
  put: TypedCall<'put'>;
  patch: TypedCall<'patch'>;
  delete: TypedCall<'delete'>;
  /** A call outside the contract's types (the spec's path rules themselves, infrastructure probes). */
  unchecked<T = unknown>(request: RestRequest): Promise<T>;
  /** Streams a response (media): never retried, error statuses are returned, not thrown. */
  stream(request: Omit<RestRequest, 'body'>): Promise<RestStream>;
}

export interface RestClientOptions {
  /** The caller's credentials, or null when signed out. */
  credentials: () => RestCredentials | null;
  /** Told about error answers of calls made with the session's own credentials (it may have to end). */
  onError?: (error: AppError) => void;
  /** Told when the api checked the session named by X-Session-Id and found it open. */
  onSessionChecked?: () => void;
  /** Told when the api accepted the call's own user as active, of an active company. */
  onCallerActive?: () => void;
  log?: { warn(obj: object, msg: string): void };
  /** The next write's idempotency key (idempotency.keys.ts): sent with every call that is not a read. */
  writeKey?: () => string;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether an answer's body is empty or blank, without copying a large body as trim() would. */
const isBlank = (text: string): boolean => !/\S/.test(text);

function parseJson(text: string): unknown {
  if (isBlank(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A REST client bound to one GraphQL request's credentials; the only way resolvers reach the api. */
export function createRestClient(transport: RestTransport, options: RestClientOptions): RestClient {
  function prepare(request: RestRequest): { url: URL; headers: Record<string, string>; sessionBound: boolean } {
    const path = request.versioned === false ? request.path : resolveApiPath(request.path);
    const params = buildSearchParams(request.query, request.paging);
    // The query serialised once, as URLSearchParams would: appending each parameter to the URL
    // re-serialises its whole query every time. A path with a query or fragment of its own is
    // left to URLSearchParams as before.
    const query = params.size > 0 && !/[?#]/.test(path) ? `?${params.toString()}` : '';
    const url = new URL(transport.apiUrl + path + query);
    if (query === '') for (const [key, value] of params) url.searchParams.append(key, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    const credentials = options.credentials();
    const bearer = credentials !== null && !PUBLIC_OPERATIONS.has(request.operation);
    if (credentials && bearer) headers.authorization = `Bearer ${credentials.token}`;
    if (credentials?.sessionId && bearer) headers[SESSION_HEADER.toLowerCase()] = credentials.sessionId;
    const overridden = request.impersonatedUserId !== undefined;
    const target = overridden ? request.impersonatedUserId : credentials?.impersonatedUserId;
    if (target !== null && target !== undefined) headers[IMPERSONATION_HEADER.toLowerCase()] = String(target);
    return { url, headers, sessionBound: bearer && !overridden };
  }

  function fail(error: AppError, sessionBound: boolean): never {
    if (sessionBound) options.onError?.(error);
    throw error;
  }

  async function request(request: RestRequest): Promise<unknown> {
    const { url, headers, sessionBound } = prepare(request);
    const method = request.method ?? 'GET';
    const write = !READS.has(method.toUpperCase());
    if (write && options.writeKey) headers[IDEMPOTENCY_HEADER] = options.writeKey();
    let response;
    try {
      response = await transport.send(url, { method, headers, json: request.body });
    } catch (error) {
      const transportError = error instanceof TransportError ? error : new TransportError('NETWORK');
      transport.outage.refused(transportError.code, request.operation);
      // Never arrived: safe to send again. Sent without an answer: the api may have acted.
      throw write && transportError.sent
        ? outcomeUnknown(transportError.code)
        : upstreamUnavailable(transportError.code);
    }
    transport.outage.answered();
    const text = response.body;
    if (response.statusCode >= 400) {
      const retryAfter = response.headers['retry-after'];
      const mapped = mapUpstreamError({ status: response.statusCode, body: parseJson(text), retryAfter });
      if (response.statusCode >= 500) {
        options.log?.warn({ operation: request.operation, method, status: response.statusCode }, 'api error');
      }
      return fail(mapped, sessionBound);
    }
    if (sessionBound && response.headers[SESSION_CHECKED_HEADER] !== undefined) options.onSessionChecked?.();
    if (sessionBound && response.headers[CALLER_ACTIVE_HEADER] !== undefined) options.onCallerActive?.();
    // The answer: nothing for an empty body, text when the api says text/plain, else JSON.
    if (isBlank(text)) return undefined;
    if (String(response.headers['content-type'] ?? '').startsWith('text/plain')) return text;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      options.log?.warn(
        { operation: request.operation, method, status: response.statusCode },
        'api answered invalid JSON',
      );
      throw mapUpstreamError({ status: 500, body: undefined });
    }
  }

  async function stream(request: Omit<RestRequest, 'body'>): Promise<RestStream> {
    const { url, headers } = prepare(request);
    const body = transport.got.stream(url, {
      method: request.method ?? 'GET',
      headers,
      ...(request.endless ? { timeout: { request: undefined } } : {}),
    });
    try {
      const response = await new Promise<{ statusCode: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
        body.once('response', resolve);
        body.once('error', reject);
      });
      transport.outage.answered();
      return { status: response.statusCode, headers: response.headers, body };
    } catch (error) {
      body.destroy();
      const code = error instanceof RequestError ? (error.code ?? 'NETWORK') : 'NETWORK';
      transport.outage.refused(code, request.operation);
      throw upstreamUnavailable(code);
    }
  }

  /** `/users/{id}` with `{ id: 7 }`: `/users/7`, each value one encoded segment. */
  const fill = (path: string, params: Record<string, unknown> | undefined): string =>
    path.replace(/\{(\w+)\}/g, (_match, name: string) => {
      const value = params?.[name];
      if (value === undefined || value === null) throw new Error(`${path}: no value for {${name}}`);
      return segment(value as string | number);
    });
  const typed =
    (method: Method) =>
    (
      path: string,
      call: {
        operation: string;
        params?: object;
        query?: object;
        paging?: Paging;
        body?: unknown;
        impersonatedUserId?: number | null;
      },
    ) =>
      request({
        operation: call.operation,
        method,
        path: fill(path, call.params as Record<string, unknown> | undefined),
        query: call.query as Query | undefined,
        paging: call.paging,
        body: call.body,
        ...(call.impersonatedUserId !== undefined ? { impersonatedUserId: call.impersonatedUserId } : {}),
      });

  return {
    get: typed('GET') as RestClient['get'],
    post: typed('POST') as RestClient['post'],
    put: typed('PUT') as RestClient['put'],
    patch: typed('PATCH') as RestClient['patch'],
    delete: typed('DELETE') as RestClient['delete'],
    unchecked: request as RestClient['unchecked'],
    stream,
  };
}
