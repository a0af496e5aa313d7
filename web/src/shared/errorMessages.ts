import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/** The catalogue's message for anything unexpected (spec §8, code 0). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong.';

/**
 * The messages to show for a failed operation. GraphQL errors carry the catalogue's wording
 * (the bff masks internals); network and other failures get the generic message, so no
 * transport detail reaches the screen.
 */
export function errorMessages(error: unknown): string[] {
  if (CombinedGraphQLErrors.is(error)) {
    const messages = error.errors.map((item) => item.message).filter((message) => message.length > 0);
    if (messages.length > 0) return [...new Set(messages)];
  }
  return [GENERIC_ERROR_MESSAGE];
}

/**
 * The second line of a screen whose first data could not load: the server's own words when it
 * answered with one (too many requests: its wait), a moment's patience when it answered without,
 * the connection only when no answer came.
 */
export function loadFailureReason(error: unknown): string {
  const [message = GENERIC_ERROR_MESSAGE] = errorMessages(error);
  if (message !== GENERIC_ERROR_MESSAGE) return message;
  return answered(error) ? 'Try again in a moment.' : 'Check your connection and try again.';
}

/** Whether the server answered at all (a GraphQL or HTTP error), as opposed to a failed fetch. */
function answered(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) || ServerError.is(error) || ServerParseError.is(error);
}
