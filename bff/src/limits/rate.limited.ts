import { HeaderMap } from '@apollo/server';
import { AppError } from '../errors/error.codes.js';

/** How the refusal travels: over HTTP its status and headers ride on `extensions.http` (Apollo takes them off). */
export type Transport = 'http' | 'socket';

export function rateLimited(retryAfterSeconds: number, transport: Transport): AppError {
  const unit = retryAfterSeconds === 1 ? 'second' : 'seconds';
  const message = `Too many requests for this client: try again in ${retryAfterSeconds} ${unit}.`;
  const http = { status: 429, headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]) };
  return new AppError('RATE_LIMITED', message, { retryAfterSeconds, ...(transport === 'http' ? { http } : {}) });
}
