import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import got, { type Got, type Method } from 'got';
import { Pool, type Dispatcher } from 'undici';
import { createUpstreamOutage, type OutageLogger, type UpstreamOutage } from './upstream.outage.js';

export interface RestTransportOptions {
  /** The api's root, e.g. http://127.0.0.1:4010 (no trailing slash). */
  apiUrl: string;
  /** Milliseconds to open a connection (default 5 s). */
  connectTimeoutMs?: number;
  /** Milliseconds for a whole attempt, response included (default 10 s). */
  requestTimeoutMs?: number;
  /** Milliseconds between retries (default 100). */
  retryDelayMs?: number;
  /** Where outages of the api are reported (see upstream.outage.ts). */
  log?: OutageLogger;
  now?: () => number;
}

/** The api's answer to one call, its body read as text. */
export interface RestAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Failures before any byte was sent (no connection was made): the api cannot have seen the request. */
const NEVER_SENT_ERRORS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'ENETUNREACH', 'EAI_AGAIN', 'EADDRINUSE']);

/** A call that got no answer: `code` is a Node-style error code (ECONNREFUSED, ECONNRESET, ETIMEDOUT…). */
export class TransportError extends Error {
  /** Whether the request may have reached the api (a reset or timeout after sending): its outcome is unknown. */
  readonly sent: boolean;
  constructor(
    readonly code: string,
    sent?: boolean,
  ) {
    super(`The api could not be reached (${code}).`);
    this.name = 'TransportError';
    this.sent = sent ?? !NEVER_SENT_ERRORS.has(code);
  }
}

/** One call to the api: what rest.client sends. */
export interface RestSend {
  method: Method;
  headers: Record<string, string>;
  /** Sent as a JSON body when defined. */
  json?: unknown;
}

export interface RestTransport {
  apiUrl: string;
  /** got itself, retries off (infrastructure probes, streams, the payment page proxy). */
  got: Got;
  /**
   * A call answered as text, retried as mayRetry allows: the way rest.client reaches the api.
   * Rejects with a TransportError when no answer came.
   */
  send(url: URL, call: RestSend): Promise<RestAnswer>;
  /** Shared by every request: an outage is logged once per few seconds, not once per request. */
  outage: UpstreamOutage;
  close(): void;
}

/** Methods without side effects: sending one twice is harmless. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Connection failures worth a retry of a safe call. Timeouts (ETIMEDOUT) are not retried: an
 * upstream that is already slow gets no extra load, and a caller never waits three timeouts.
 */
const CONNECTION_ERRORS = [
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ENOTFOUND',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EADDRINUSE',
];

/**
 * Whether a failed call may be sent again. A write (POST, PUT, PATCH, DELETE: a repeated PUT or
 * DELETE of this api can act twice or fail where the first one succeeded, e.g. a confirmation
 * code already used, a subscription already cancelled) only when it never left the bff; a read
 * after any connection failure. An answer from the api, 503 included, is
 * never retried: it reached the api, and an api that says it is overloaded gets no extra load.
 */
export function mayRetry(method: string, errorCode: string | undefined, keyed = false): boolean {
  if (errorCode === undefined) return false;
  // A write with an idempotency key acts once however often it is sent (docs/idempotency.md).
  if (keyed || SAFE_METHODS.has(method.toUpperCase())) return CONNECTION_ERRORS.includes(errorCode);
  return NEVER_SENT_ERRORS.has(errorCode);
}

/** Attempts after the first one. */
const RETRY_LIMIT = 2;

/** undici's error codes for a call without an answer, as the Node-style codes mayRetry knows. */
const UNDICI_CODES: Record<string, string> = {
  UND_ERR_SOCKET: 'ECONNRESET',
  UND_ERR_CLOSED: 'ECONNRESET',
  UND_ERR_DESTROYED: 'ECONNRESET',
  UND_ERR_CONNECT_TIMEOUT: 'ETIMEDOUT',
  UND_ERR_HEADERS_TIMEOUT: 'ETIMEDOUT',
  UND_ERR_BODY_TIMEOUT: 'ETIMEDOUT',
};

function transportError(error: unknown): TransportError {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return new TransportError('NETWORK');
  // A reset reported by undici carries the socket's own code (ECONNRESET, EPIPE) as its cause.
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  if (code === 'UND_ERR_SOCKET' && typeof cause === 'string') return new TransportError(cause);
  return new TransportError(UNDICI_CODES[code] ?? code);
}

/**
 * One call through the pool, its answer read whole as text. undici's own `request` wraps every
 * answer in a Readable stream and every callback in an AsyncResource, a profiled cost per call
 * (docs/benchmarks.md); this handler only gathers the chunks. Timeouts are the pool's
 * (headersTimeout, bodyTimeout) and failures its errors (UND_ERR_*), as with `request`.
 */
function answerOf(pool: Dispatcher, request: Dispatcher.DispatchOptions): Promise<RestAnswer> {
  return new Promise((resolve, reject) => {
    let statusCode = 0;
    let headers: RestAnswer['headers'] = {};
    const chunks: Buffer[] = [];
    let length = 0;
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart() {},
      onResponseStart(_controller, status, answerHeaders) {
        statusCode = status;
        headers = answerHeaders as RestAnswer['headers'];
      },
      onResponseData(_controller, chunk) {
        chunks.push(chunk);
        length += chunk.length;
      },
      onResponseEnd() {
        const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, length);
        // A UTF-8 byte order mark is not text, as undici's body.text() has it.
        const start = body.length > 2 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf ? 3 : 0;
        resolve({ statusCode, headers, body: body.toString('utf8', start) });
      },
      onResponseError(_controller, error) {
        reject(error);
      },
    };
    try {
      pool.dispatch(request, handler);
    } catch (error) {
      reject(error);
    }
  });
}

/**
 * The bff's HTTP clients to the api, shared by every request. Calls (`send`) go through one
 * undici pool of keep-alive connections, which costs less per call than got's layers (in
 * `npm run bench:bff`, the viewer through the bff went from 0.58–0.60× to 0.66–0.71× of the
 * direct REST call's throughput with this change alone). Each call has a timeout, and two quick
 * retries when mayRetry allows. `got` (retries off) stays for the streams and probes.
 */
export function createRestTransport(options: RestTransportOptions): RestTransport {
  const http = new HttpAgent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 32 });
  const https = new HttpsAgent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 32 });
  const retryDelayMs = options.retryDelayMs ?? 100;
  const connectTimeout = options.connectTimeoutMs ?? 5_000;
  const requestTimeout = options.requestTimeoutMs ?? 10_000;
  const instance = got.extend({
    agent: { http, https },
    timeout: { connect: connectTimeout, request: requestTimeout },
    retry: { limit: 0 },
    throwHttpErrors: false,
    followRedirect: false,
    decompress: true,
  });
  const pool = new Pool(new URL(options.apiUrl).origin, {
    connections: 128,
    connect: { timeout: connectTimeout },
    headersTimeout: requestTimeout,
    bodyTimeout: requestTimeout,
  });

  async function attempt(url: URL, call: RestSend): Promise<RestAnswer> {
    const json = call.json !== undefined;
    const request: Dispatcher.DispatchOptions = {
      method: call.method as Dispatcher.HttpMethod,
      path: url.pathname + url.search,
      headers: json ? { ...call.headers, 'content-type': 'application/json' } : call.headers,
      body: json ? JSON.stringify(call.json) : undefined,
    };
    return answerOf(pool, request).catch((error: unknown) => {
      throw transportError(error);
    });
  }
  async function send(url: URL, call: RestSend): Promise<RestAnswer> {
    const keyed = call.headers['idempotency-key'] !== undefined;
    // Once one attempt may have reached the api, a later refusal does not make the outcome known.
    let sent = false;
    for (let tries = 0; ; tries++) {
      try {
        return await attempt(url, call);
      } catch (error) {
        const failure = error instanceof TransportError ? error : new TransportError('NETWORK');
        sent ||= failure.sent;
        if (tries >= RETRY_LIMIT || !mayRetry(call.method, failure.code, keyed)) {
          throw new TransportError(failure.code, sent);
        }
        await sleep(retryDelayMs);
      }
    }
  }
  return {
    apiUrl: options.apiUrl.replace(/\/+$/, ''),
    got: instance,
    send,
    outage: createUpstreamOutage({ log: options.log, now: options.now }),
    close() {
      http.destroy();
      https.destroy();
      void pool.destroy();
    },
  };
}
