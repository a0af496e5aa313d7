import { Transform, type Readable } from 'node:stream';
import { getOperationAST, Kind, parse } from 'graphql';
import type { FastifyRequest } from 'fastify';
import { ARMOR_LIMITS } from '../armor.js';

/**
 * The header an upload sends to be allowed UPLOAD_BODY_LIMIT instead of the ordinary limit. It is
 * only a request: the body is read up to the larger limit, then refused unless its operation really
 * is an upload (isUploadOperation), so naming it buys nothing but a refusal.
 */
export const UPLOAD_HEADER = 'x-graphql-upload';

/**
 * The largest upload body: a 5 MB picture travels base64-encoded (~6.7 MB) in
 * `uploadProfilePicture`; a bigger one answers 413 with the catalogue's 504 message.
 */
export const UPLOAD_BODY_LIMIT = 7_500_000;

/**
 * The mutations that carry a file base64-encoded in GraphQL (schema/account.graphql and
 * schema/company.graphql); a test keeps this list in step with the schema.
 */
export const UPLOAD_FIELDS: ReadonlySet<string> = new Set(['uploadProfilePicture', 'uploadCompanyLogo']);

/** Thrown when a body outgrows its limit; the error handler answers it 413 in GraphQL's shape. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  readonly statusCode = 413;
  readonly code = 'BFF_GRAPHQL_BODY_TOO_LARGE';
}

export const declaresUpload = (request: FastifyRequest): boolean => request.headers[UPLOAD_HEADER] !== undefined;

/**
 * The body, cut off as soon as it passes `limit` bytes: an over-size operation is refused while
 * streaming, never read whole. A Content-Length over the limit is refused before any byte is read;
 * one within it is passed as it is (Node's parser never reads past a declared length), so only a
 * chunked body pays for counting.
 */
export function capBody(request: FastifyRequest, payload: Readable, limit: number): Readable {
  const declared = request.headers['content-length'];
  if (declared !== undefined) {
    if (Number(declared) > limit) throw new BodyTooLargeError();
    if (Number.isFinite(Number(declared))) return payload;
  }
  let received = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limit) callback(new BodyTooLargeError());
      else callback(null, chunk);
    },
  });
  payload.on('error', (error) => capped.destroy(error));
  return payload.pipe(capped);
}

/**
 * True when the operation the body selects is a mutation whose every root field is an upload:
 * decided on the parsed document, not on `operationName`, which a client may name as it likes.
 */
export function isUploadOperation(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { query, operationName } = body as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return false;
  try {
    const document = parse(query, { maxTokens: ARMOR_LIMITS.maxTokens, noLocation: true });
    const operation = getOperationAST(document, typeof operationName === 'string' ? operationName : undefined);
    if (operation?.operation !== 'mutation') return false;
    const selections = operation.selectionSet.selections;
    return (
      selections.length > 0 &&
      selections.every((selection) => selection.kind === Kind.FIELD && UPLOAD_FIELDS.has(selection.name.value))
    );
  } catch {
    // Not even a document: certainly no upload.
    return false;
  }
}
