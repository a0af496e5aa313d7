import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { SESSION_ENDED_CODE } from '../context.js';
import type { AppError } from '../errors/error.codes.js';
import { mapUpstreamError, upstreamUnavailable } from '../errors/upstream.errors.js';
import type { Caller } from '../session/request.session.js';
import { IMPERSONATION_HEADER, SESSION_HEADER } from './rest.client.js';
import { resolveApiPath } from './rest.paths.js';
import type { RestTransport } from './rest.transport.js';

/** Waiting for the api's first byte (the bytes themselves have no time limit). */
const ANSWER_TIMEOUT_MS = 30_000;
/** An error answer is a small JSON body; anything longer is cut (it is never shown as is). */
const MAX_ERROR_BYTES = 16_384;

export interface StreamedCall {
  method: 'GET' | 'PUT' | 'POST';
  /** The api path without its version, e.g. `/search/export` (resolveApiPath adds it). */
  path: string;
  caller: Caller;
  /** The outage tracker's name for the call. */
  operation: string;
  /** Sent as it comes (a document's bytes), or a JSON text (an export's request). */
  body?: Readable | string;
  /** Headers beyond the caller's credentials (accept, content type, the idempotency key). */
  headers?: Record<string, string>;
}

export type StreamedAnswer =
  | { ok: true; status: number; headers: IncomingHttpHeaders; body: Readable }
  | { ok: false; status: number; error: AppError; sessionEnded: boolean };

async function readSome(body: Readable): Promise<string> {
  let text = '';
  for await (const chunk of body as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > MAX_ERROR_BYTES) break;
  }
  body.destroy();
  return text;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One call of the api whose answer streams (a document's download, an export's CSV) or whose body
 * does (a document's upload), with the caller's credentials as the REST client sends them (bearer
 * token, session and impersonation headers). The REST client reads answers whole and sends no
 * streamed body. The answer's body is not read yet; a refusal is mapped as the GraphQL errors are.
 * Redirects are answered, not followed (an S3 link).
 */
export async function callStreamed(transport: RestTransport, call: StreamedCall): Promise<StreamedAnswer> {
  const { caller } = call;
  const headers: Record<string, string> = {
    accept: '*/*',
    ...(call.body === undefined ? {} : { 'content-type': 'application/octet-stream' }),
    ...call.headers,
    authorization: `Bearer ${caller.token}`,
  };
  if (caller.sessionId) headers[SESSION_HEADER.toLowerCase()] = caller.sessionId;
  if (caller.impersonatedUserId !== null)
    headers[IMPERSONATION_HEADER.toLowerCase()] = String(caller.impersonatedUserId);
  const stream = transport.got.stream(new URL(transport.apiUrl + resolveApiPath(call.path)), {
    method: call.method,
    headers,
    followRedirect: false,
    throwHttpErrors: false,
    timeout: { request: undefined, response: ANSWER_TIMEOUT_MS },
    ...(call.body === undefined ? {} : { body: call.body }),
  });
  let response: { statusCode: number; headers: IncomingHttpHeaders };
  try {
    response = await new Promise((resolve, reject) => {
      stream.once('response', resolve);
      stream.once('error', reject);
    });
  } catch (error) {
    stream.destroy();
    const code = (error as { code?: unknown } | null)?.code;
    transport.outage.refused(typeof code === 'string' ? code : 'NETWORK', call.operation);
    return {
      ok: false,
      status: 502,
      error: upstreamUnavailable(typeof code === 'string' ? code : 'NETWORK'),
      sessionEnded: false,
    };
  }
  transport.outage.answered();
  if (response.statusCode < 400)
    return { ok: true, status: response.statusCode, headers: response.headers, body: stream };
  const error = mapUpstreamError({
    status: response.statusCode,
    body: parse(await readSome(stream)),
    retryAfter: response.headers['retry-after'],
  });
  return {
    ok: false,
    status: response.statusCode,
    error,
    sessionEnded: error.extensions.upstreamCode === SESSION_ENDED_CODE,
  };
}
