import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GENERIC_ERROR_MESSAGE } from '../../shared/errorMessages';

/** The sections of `memberHome`, by their field names. */
export type HomeField = 'waitingThreads' | 'deadlines' | 'unreadNotifications' | 'watched' | 'completeness';

/**
 * The messages of the errors at one section's field (`memberHome.<field>…`): the page shows them in
 * that section only. A failure that is not GraphQL's (the network) belongs to every one.
 */
export function sectionErrors(error: unknown, field: HomeField): string[] {
  if (!error) return [];
  if (!CombinedGraphQLErrors.is(error)) return [GENERIC_ERROR_MESSAGE];
  const mine = error.errors.filter((item) => item.path?.[0] === 'memberHome' && item.path[1] === field);
  return [...new Set(mine.map((item) => item.message || GENERIC_ERROR_MESSAGE))];
}
