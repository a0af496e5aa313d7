import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import type { GraphQLFormattedError } from 'graphql';

/** Error codes meaning the session is over: the user must sign in again. */
export const SESSION_ENDING_CODES: ReadonlySet<string> = new Set([
  'UNAUTHENTICATED',
  'USER_INACTIVE',
  'COMPANY_INACTIVE',
  'MEMBERSHIP_PENDING',
]);

/** The first GraphQL error that ends the session, if the error holds one. */
export function findSessionEndingError(error: unknown): GraphQLFormattedError | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((item) => {
    const code = item.extensions?.['code'];
    return typeof code === 'string' && SESSION_ENDING_CODES.has(code);
  });
}

/** Called when an operation fails because the session is over, with the server's message and code. */
export type SessionEndedHandler = (message: string, code: string) => void;

/**
 * Reports a session-ending error to `onSessionEnded` with the server's message (already the
 * catalogue's wording) and its code. The error still reaches the operation, so its caller
 * stops as usual.
 */
export function createSessionErrorLink(onSessionEnded: SessionEndedHandler): ErrorLink {
  return new ErrorLink(({ error }) => {
    const ending = findSessionEndingError(error);
    if (ending) onSessionEnded(ending.message, String(ending.extensions?.['code']));
  });
}
