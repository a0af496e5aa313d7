import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { SESSION_ENDED_CODE } from '../../context.js';
import type { AppError } from '../../errors/error.codes.js';
import { mapUpstreamError, upstreamUnavailable } from '../../errors/upstream.errors.js';
import { IDEMPOTENCY_HEADER } from '../../rest/idempotency.keys.js';
import { IMPERSONATION_HEADER, SESSION_HEADER } from '../../rest/rest.client.js';
import { resolveApiPath } from '../../rest/rest.paths.js';
import type { RestTransport } from '../../rest/rest.transport.js';
import type { Caller } from '../../session/request.session.js';

/** Waiting for the api to count and check an export, before the first byte (the file itself has no time limit). */
const ANSWER_TIMEOUT_MS = 30_000;
/** An error answer is a small JSON body; anything longer is cut (it is never shown as is). */
const MAX_ERROR_BYTES = 16_384;

export interface ExportCall {
  /** The api path without its version, e.g. `/search/export` (resolveApiPath adds it). */
  path: string;
  body: unknown;
  caller: Caller;
  /** This export's key: the api counts one export per key and user. */
  key: string;
}

export type ExportAnswer =
  | { ok: true; headers: IncomingHttpHeaders; body: Readable }
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
 * POSTs an export to the api with the caller's credentials (as the REST client sends them:
 * bearer token, session and impersonation headers) and the key, and answers its CSV as a stream
 * that has not been read yet, or its refusal mapped as the GraphQL errors are. The REST client's
 * `stream()` sends no body, and its calls are read whole: an export needs both a body and a body
 * never held in memory.
 */
export async function callExport(transport: RestTransport, call: ExportCall): Promise<ExportAnswer> {
  const { caller } = call;
  const headers: Record<string, string> = {
    accept: 'text/csv, application/json',
    'content-type': 'application/json',
    authorization: `Bearer ${caller.token}`,
    [IDEMPOTENCY_HEADER]: call.key,
  };
  if (caller.sessionId) headers[SESSION_HEADER.toLowerCase()] = caller.sessionId;
  if (caller.impersonatedUserId !== null)
    headers[IMPERSONATION_HEADER.toLowerCase()] = String(caller.impersonatedUserId);
  const body = transport.got.stream(new URL(transport.apiUrl + resolveApiPath(call.path)), {
    method: 'POST',
    headers,
    body: JSON.stringify(call.body ?? {}),
    timeout: { request: undefined, response: ANSWER_TIMEOUT_MS },
  });
  let response: { statusCode: number; headers: IncomingHttpHeaders };
  try {
    response = await new Promise((resolve, reject) => {
      body.once('response', resolve);
      body.once('error', reject);
    });
  } catch (error) {
    body.destroy();
    const code = (error as { code?: unknown } | null)?.code;
    transport.outage.refused(typeof code === 'string' ? code : 'NETWORK', 'exportCsv');
    return {
      ok: false,
      status: 502,
      error: upstreamUnavailable(typeof code === 'string' ? code : 'NETWORK'),
      sessionEnded: false,
    };
  }
  transport.outage.answered();
  if (response.statusCode < 400) return { ok: true, headers: response.headers, body };
  const error = mapUpstreamError({
    status: response.statusCode,
    body: parse(await readSome(body)),
    retryAfter: response.headers['retry-after'],
  });
  const sessionEnded = error.extensions.upstreamCode === SESSION_ENDED_CODE;
  return { ok: false, status: response.statusCode, error, sessionEnded };
}
