import { errorMessages } from '../../../shared/errorMessages';
import type { UserErrorLike } from './responsesFormat';

/** What a change answered: done, or the refusals to show (the typed text stays). */
export type MutationOutcome<T> = { ok: T } | { errors: UserErrorLike[] };

/**
 * Runs a mutation and folds every failure into user errors: the payload's own (EXPLORER_LIMIT,
 * CONFLICT, BAD_USER_INPUT...), top-level GraphQL errors and network failures alike.
 */
export async function mutationOutcome<T>(
  run: () => Promise<{ errors: readonly UserErrorLike[]; value: T | null | undefined } | undefined>,
): Promise<MutationOutcome<T>> {
  try {
    const answer = await run();
    if (answer && answer.errors.length > 0) return { errors: [...answer.errors] };
    if (answer?.value !== null && answer?.value !== undefined) return { ok: answer.value };
  } catch (error) {
    return { errors: errorMessages(error).map((message) => ({ code: 'ERROR', message })) };
  }
  return { errors: errorMessages(null).map((message) => ({ code: 'ERROR', message })) };
}
