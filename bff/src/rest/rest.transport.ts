import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import got, { type Got, type Method } from 'got';

export interface RestTransportOptions {
  /** The api's root, e.g. http://127.0.0.1:4010 (no trailing slash). */
  apiUrl: string;
  /** Milliseconds to open a connection (default 5 s). */
  connectTimeoutMs?: number;
  /** Milliseconds for a whole attempt, response included (default 10 s). */
  requestTimeoutMs?: number;
  /** Milliseconds between retries (default 100). */
  retryDelayMs?: number;
}

export interface RestTransport {
  apiUrl: string;
  got: Got;
  close(): void;
}

/** Retried: only idempotent methods, so a retry can never repeat a side effect. */
export const RETRIED_METHODS: Method[] = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'];
export const RETRIED_STATUSES = [502, 503, 504];
/**
 * Network errors worth a retry. Timeouts (ETIMEDOUT) are not retried: an upstream that is
 * already slow gets no extra load, and a caller never waits three timeouts.
 */
const RETRIED_ERRORS = ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ENOTFOUND', 'ENETUNREACH', 'EAI_AGAIN', 'EADDRINUSE'];

/**
 * The one HTTP client of the bff (shared by every request): keep-alive sockets, a timeout on
 * every call, two quick retries for idempotent calls. got's defaults (no timeout, 1-2 s backoff,
 * retrying on 500s) are all overridden.
 */
export function createRestTransport(options: RestTransportOptions): RestTransport {
  const http = new HttpAgent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 32 });
  const https = new HttpsAgent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 32 });
  const retryDelayMs = options.retryDelayMs ?? 100;
  const instance = got.extend({
    agent: { http, https },
    timeout: { connect: options.connectTimeoutMs ?? 5_000, request: options.requestTimeoutMs ?? 10_000 },
    retry: {
      limit: 2,
      methods: RETRIED_METHODS,
      statusCodes: RETRIED_STATUSES,
      errorCodes: RETRIED_ERRORS,
      // got's computed value is 0 when a retry is not allowed; otherwise use our short backoff.
      calculateDelay: ({ computedValue }) => (computedValue === 0 ? 0 : retryDelayMs),
    },
    throwHttpErrors: false,
    followRedirect: false,
    decompress: true,
  });
  return {
    apiUrl: options.apiUrl.replace(/\/+$/, ''),
    got: instance,
    close() {
      http.destroy();
      https.destroy();
    },
  };
}
