import { HeaderMap } from '@apollo/server';
import { AppError, MESSAGES } from './error.codes.js';
import { catalogueEntry } from './error.catalogue.js';

/** An error answer of the REST api: HTTP status plus its `{ code, message, details? }` body. */
export interface UpstreamErrorResponse {
  status: number;
  body: unknown;
  /** The answer's Retry-After header, if it sent one (the api's overload refusal does). */
  retryAfter?: string | string[] | undefined;
}

const GATEWAY_STATUSES = new Set([502, 503, 504]);
const STATUS_CODES = new Set([400, 401, 403, 404, 409]);

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function upstreamCodeOf({ status, body }: UpstreamErrorResponse): string | number | undefined {
  const code = field(body, 'code');
  if (typeof code === 'number' || (typeof code === 'string' && code !== '')) return code;
  // A body without a code (e.g. a proxy's page): fall back on the status when it means something.
  return STATUS_CODES.has(status) ? status : undefined;
}

/** Maps an api error answer to the GraphQL error the client sees. */
export function mapUpstreamError(response: UpstreamErrorResponse): AppError {
  const upstreamCode = upstreamCodeOf(response);
  if (upstreamCode === undefined && GATEWAY_STATUSES.has(response.status)) {
    return upstreamUnavailable(response.status);
  }
  const entry = catalogueEntry(upstreamCode);
  const upstreamMessage = field(response.body, 'message');
  const message =
    entry.upstreamMessage && typeof upstreamMessage === 'string' && upstreamMessage.trim() !== ''
      ? upstreamMessage
      : entry.message;
  const extensions: Record<string, unknown> = { upstreamCode: upstreamCode ?? 0 };
  const details = field(response.body, 'details');
  // Only validation errors carry details to the client: they name the fields at fault.
  if (entry.code === 'BAD_USER_INPUT' && details !== undefined) extensions.details = details;
  // The api refused for overload: the client gets the bff's own busy answer, 503 + Retry-After
  // (Apollo takes the status and headers off `extensions.http`), not an outage.
  if (entry.code === 'SERVER_BUSY') extensions.http = busyHttp(response.retryAfter);
  return new AppError(entry.code, message, extensions);
}

function busyHttp(retryAfter: string | string[] | undefined) {
  const seconds = [retryAfter].flat().find((value) => value !== undefined && /^\d+$/.test(value)) ?? '1';
  return { status: 503, headers: new HeaderMap([['retry-after', seconds]]) };
}

/**
 * Network failures, timeouts and gateway errors: the api could not be reached. The transport's
 * code (ECONNREFUSED, ETIMEDOUT, a proxy's 502...) is kept in `detail` for the logs, never sent:
 * it would tell a client how the product is wired.
 */
export function upstreamUnavailable(transportCode: string | number = 'NETWORK'): AppError {
  const error = new AppError('UPSTREAM_UNAVAILABLE', MESSAGES.upstreamUnavailable);
  error.detail = transportCode;
  return error;
}

/**
 * A write that reached the api (or may have) without an answer: the connection was reset or timed
 * out after sending. Unlike UPSTREAM_UNAVAILABLE it may have been applied, so it is retried with
 * the same Idempotency-Key, which the api answers with the first outcome (docs/idempotency.md).
 */
export function outcomeUnknown(transportCode: string): AppError {
  const error = new AppError('OUTCOME_UNKNOWN', MESSAGES.outcomeUnknown);
  error.detail = transportCode;
  return error;
}
