import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { retryOperation } from './retryOperation';

/** At most this many waits after SERVER_BUSY, each as long as Retry-After says (capped). */
export const BUSY_RETRIES = 2;
const MAX_WAIT_SECONDS = 5;
const DEFAULT_WAIT_SECONDS = 1;

export interface BusyRetryLinkOptions {
  retries?: number;
  /** The wait in milliseconds for a Retry-After of `seconds` (tests record it and wait none). */
  delayMs?: (seconds: number) => number;
}

const isBusyBody = (bodyText: string) => bodyText.includes('"SERVER_BUSY"');

/**
 * How long the server asked us to wait when it refused the operation for overload (nothing ran:
 * the bff's admission guard answers 503 before any resolver, the api's before any handler), or
 * null when the answer is anything else.
 */
function busyWait(result: ApolloLink.Result | undefined, error: unknown, response: Response | undefined) {
  let busy = false;
  if (error instanceof ServerError) {
    busy = error.statusCode === 503 && isBusyBody(error.bodyText);
    response = error.response;
  } else if (error === undefined && result && !result.data) {
    busy = (result.errors ?? []).some((item) => item.extensions?.['code'] === 'SERVER_BUSY');
  }
  if (!busy) return null;
  const header = Number(response?.headers.get('retry-after'));
  const seconds = Number.isFinite(header) && header > 0 ? header : DEFAULT_WAIT_SECONDS;
  return Math.min(seconds, MAX_WAIT_SECONDS);
}

/**
 * Under overload the server answers SERVER_BUSY with Retry-After instead of letting requests
 * queue (docs/benchmarks.md, "Overload"). The app waits that long and asks again, a couple of
 * times, so a burst costs the user a short wait instead of an error; a mutation keeps its
 * idempotency key (this link sits after createIdempotencyLink), so it is never applied twice.
 */
export function createBusyRetryLink(options: BusyRetryLinkOptions = {}): ApolloLink {
  const retries = options.retries ?? BUSY_RETRIES;
  const delayMs = options.delayMs ?? ((seconds: number) => seconds * 1000);
  return new ApolloLink((operation, forward) =>
    retryOperation(operation, forward, ({ result, error }, tries) => {
      if (tries >= retries) return null;
      const { response } = operation.getContext() as { response?: Response };
      const seconds = busyWait(result, error, response);
      return seconds === null ? null : delayMs(seconds);
    }),
  );
}
