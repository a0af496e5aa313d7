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
  cause?: LoggedError;
}

const codeOf = (error: Error): string | number | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? code : undefined;
};

/**
 * pino's `err` serializer for every api logger (server.ts): the error's type, code, frames and
 * cause chain. A Drizzle or pg error's message quotes the statement and its parameters, and a
 * parse error quotes the input, so messages are left out unless they are the api's own.
 */
export function safeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error };
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  const code = codeOf(error);
  return {
    type: error.constructor.name === 'Error' ? error.name : error.constructor.name,
    ...(code !== undefined ? { code } : {}),
    ...(error instanceof ApiError || 'syscall' in error ? { message: error.message } : {}),
    ...(frames ? { stack: frames } : {}),
    ...(error.cause !== undefined && depth < 4 ? { cause: safeError(error.cause, depth + 1) } : {}),
  };
}
