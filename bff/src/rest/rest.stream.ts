import { type ClientRequest, type IncomingHttpHeaders, type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
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
  method: 'GET' | 'POST';
  /** The api path without its version, e.g. `/search/export` (resolveApiPath adds it). */
  path: string;
  caller: Caller;
  /** The outage tracker's name for the call. */
  operation: string;
  /** A JSON text (an export's request). */
  body?: string;
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

/** Sends the call through the transport's keep-alive agents. */
function send(transport: RestTransport, call: StreamedCall, headers: Record<string, string>): ClientRequest {
  const url = new URL(transport.apiUrl + resolveApiPath(call.path));
  const agents = transport.got.defaults.options.agent;
  const secure = url.protocol === 'https:';
  const options = { method: call.method, headers, agent: (secure ? agents.https : agents.http) ?? false };
  const request = secure ? httpsRequest(url, options) : httpRequest(url, options);
  request.end(call.body);
  return request;
}

/**
 * One call of the api whose answer streams (a document's download, an export's CSV), with the
 * caller's credentials as the REST client sends them (bearer token, session and impersonation
 * headers). The REST client reads answers whole. The answer's body is not read yet; a refusal is
 * mapped as the GraphQL errors are.
 * Redirects are answered, not followed (an S3 link). Plain `node:http` on the transport's agents,
 * as a bare proxy does: got's stream layer was one more hop, and copy, for every chunk of a 20 MB
 * document each way (`npm run bench:documents`, docs/documents.md).
 */
export async function callStreamed(transport: RestTransport, call: StreamedCall): Promise<StreamedAnswer> {
  const { caller } = call;
  const headers: Record<string, string> = {
    accept: '*/*',
    ...call.headers,
    authorization: `Bearer ${caller.token}`,
  };
  if (caller.sessionId) headers[SESSION_HEADER.toLowerCase()] = caller.sessionId;
  if (caller.impersonatedUserId !== null)
    headers[IMPERSONATION_HEADER.toLowerCase()] = String(caller.impersonatedUserId);
  let response: IncomingMessage;
  const request = send(transport, call, headers);
  try {
    response = await new Promise((resolve, reject) => {
      // The wait for the answer starts once the request is sent.
      let timer: NodeJS.Timeout | undefined;
      request.once('finish', () => {
        timer = setTimeout(
          () => request.destroy(Object.assign(new Error('no answer'), { code: 'ETIMEDOUT' })),
          ANSWER_TIMEOUT_MS,
        );
      });
      request.once('response', (answer: IncomingMessage) => {
        clearTimeout(timer);
        resolve(answer);
      });
      request.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  } catch (error) {
    request.destroy();
    const code = (error as { code?: unknown } | null)?.code;
    transport.outage.refused(typeof code === 'string' ? code : 'NETWORK', call.operation);
    return {
      ok: false,
      status: 502,
      error: upstreamUnavailable(typeof code === 'string' ? code : 'NETWORK'),
      sessionEnded: false,
    };
  }
  // A failure once answered (the api closing after a refusal) ends the answer's body, if anything.
  request.on('error', () => undefined);
  transport.outage.answered();
  const status = response.statusCode ?? 502;
  if (status < 400) return { ok: true, status, headers: response.headers, body: response };
  const error = mapUpstreamError({
    status,
    body: parse(await readSome(response)),
    retryAfter: response.headers['retry-after'],
  });
  return {
    ok: false,
    status,
    error,
    sessionEnded: error.extensions.upstreamCode === SESSION_ENDED_CODE,
  };
}
