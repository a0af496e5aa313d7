import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/error.codes.js';

/** What a client sends with a mutation (docs/idempotency.md); the api reads the same name. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Printable ASCII without spaces; room left for the `:<n>` of each write (the api allows 255). */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export const INVALID_KEY_MESSAGE = 'Idempotency-Key must be 1 to 200 printable characters without spaces.';

/**
 * The key of each write an operation sends to the api: the client's `Idempotency-Key` (or a new
 * one when it sent none, so the bff's own retries stay safe) with the write's number in the
 * operation. A retried operation makes the same writes in the same order, so each gets its
 * first key again and the api answers it with the first outcome instead of acting twice.
 */
export function createWriteKeys(request: Pick<FastifyRequest, 'headers'> | undefined): () => string {
  const raw = request?.headers[IDEMPOTENCY_HEADER];
  const sent = Array.isArray(raw) ? raw[0] : raw;
  const base = sent ?? randomUUID();
  let writes = 0;
  return () => {
    if (!KEY_PATTERN.test(base)) throw new AppError('BAD_USER_INPUT', INVALID_KEY_MESSAGE);
    writes += 1;
    return `${base}:${writes}`;
  };
}
