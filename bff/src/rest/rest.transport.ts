import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import got, { RequestError, type Got, type Method, type Response } from 'got';
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
  /** A call answered as text, retried as mayRetry allows: the way rest.client reaches the api. */
  send(url: URL, call: RestSend): Promise<Response<string>>;
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
/** Failures before any byte was sent (no connection was made): the api cannot have seen the request. */
const NEVER_SENT_ERRORS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'ENETUNREACH', 'EAI_AGAIN', 'EADDRINUSE']);

/**
 * Whether a failed call may be sent again. A write (POST, PUT, PATCH, DELETE: a repeated PUT or
 * DELETE of this api can act twice or fail where the first one succeeded, e.g. a confirmation
 * code already used, a subscription already cancelled) only when it never left the bff; a read
 * after any connection failure. An answer from the api, 503 included, is
 * never retried: it reached the api, and an api that says it is overloaded gets no extra load.
 */
export function mayRetry(method: string, errorCode: string | undefined): boolean {
  if (errorCode === undefined) return false;
  if (SAFE_METHODS.has(method.toUpperCase())) return CONNECTION_ERRORS.includes(errorCode);
  return NEVER_SENT_ERRORS.has(errorCode);
}

/** Attempts after the first one. */
const RETRY_LIMIT = 2;

/**
 * The one HTTP client of the bff (shared by every request): keep-alive sockets, a timeout on
 * every call, two quick retries when mayRetry allows. got's defaults (no timeout, 1-2 s backoff,
 * retrying on 500s) are all overridden, and got's own retry is off: on Node ≥ 24.20 it stops
 * after the first refused connection with a generic ERR_SOCKET_CLOSED_BEFORE_CONNECTION
 * (sindresorhus/got#2469, fixed in a later got than 14), so `send` retries by itself.
 */
export function createRestTransport(options: RestTransportOptions): RestTransport {
  const http = new HttpAgent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 32 });
  const https = new HttpsAgent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 32 });
  const retryDelayMs = options.retryDelayMs ?? 100;
  const instance = got.extend({
    agent: { http, https },
    timeout: { connect: options.connectTimeoutMs ?? 5_000, request: options.requestTimeoutMs ?? 10_000 },
    retry: { limit: 0 },
    throwHttpErrors: false,
    followRedirect: false,
    decompress: true,
  });
  async function send(url: URL, call: RestSend): Promise<Response<string>> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await instance(url, {
          method: call.method,
          headers: call.headers,
          ...(call.json !== undefined ? { json: call.json } : {}),
          responseType: 'text',
        });
      } catch (error) {
        const code = error instanceof RequestError ? error.code : undefined;
        if (attempt >= RETRY_LIMIT || !mayRetry(call.method, code)) throw error;
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
    },
  };
}
