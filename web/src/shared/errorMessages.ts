import { CombinedGraphQLErrors } from '@apollo/client/errors';

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
