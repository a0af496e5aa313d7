import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';

/** What the api logs of an error: never its message (a failed query's carries the SQL parameters, i.e. users' text). */
export interface LoggedError {
  type: string;
  /** A driver's or Node's code, e.g. PostgreSQL's SQLSTATE `22021` or `ECONNREFUSED`. */
  code?: string | number;
  /** Our own words (ApiError) and Node's system errors (`connect ECONNREFUSED …`) only: nothing a user typed. */
  message?: string;
  /** Where it was thrown: the stack's frames, without its first line (the message). */
  stack?: string;
  /** pg-boss's errors: the queue (one of our job names) whose worker failed. */
  queue?: string;
  cause?: LoggedError;
}

const codeOf = (error: object): string | number | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? code : undefined;
};

const framesOf = (stack: unknown): string | undefined =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n') || undefined
    : undefined;

/**
 * pg-boss emits its workers' errors as plain objects (the error's own fields spread, with its
 * message, stack, queue and worker): their code, frames and queue are kept, as for an Error.
 */
function errorLike(error: unknown): LoggedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const code = codeOf(error);
  const frames = framesOf((error as { stack?: unknown }).stack);
  const queue = (error as { queue?: unknown }).queue;
  return {
    type: 'object',
    ...(code !== undefined ? { code } : {}),
    ...(frames ? { stack: frames } : {}),
    ...(typeof queue === 'string' ? { queue } : {}),
  };
}

/**
 * pino's `err` serializer for every api logger (server.ts): the error's type, code, frames and
 * cause chain. A Drizzle or pg error's message quotes the statement and its parameters, and a
 * parse error quotes the input, so messages are left out unless they are the api's own.
 */
export function safeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return errorLike(error);
  const frames = framesOf(error.stack);
  const code = codeOf(error);
  return {
    type: error.constructor.name === 'Error' ? error.name : error.constructor.name,
    ...(code !== undefined ? { code } : {}),
    ...(error instanceof ApiError || 'syscall' in error ? { message: error.message } : {}),
    ...(frames ? { stack: frames } : {}),
    ...(error.cause !== undefined && depth < 4 ? { cause: safeError(error.cause, depth + 1) } : {}),
  };
}

/**
 * pino's `req` serializer for the api's logger (server.ts): the route's pattern
 * (`/v1/documents/:id/content`), or the path when no route matched, never the URL as sent. Its
 * query string carries users' search words and a signed upload link's signature, its path tokens
 * (an invitation's).
 */
export const safeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: request.routeOptions.url ?? request.url.split('?')[0],
  remoteAddress: request.ip,
});
