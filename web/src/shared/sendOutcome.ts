import { errorMessages } from './errorMessages';

/** A refusal as the bff words it (`UserError`): every payload's `errors`. */
export interface UserErrorLike {
  code: string;
  field?: string | null;
  message: string;
}

/** What a send answered: the thing sent, or the refusals to show (the typed text stays). */
export type SendOutcome<T> = { ok: T } | { errors: UserErrorLike[] };

/**
 * Runs a send and folds every failure into user errors: the payload's own (REPLY_NOT_ALLOWED,
 * MESSAGE_FLOOD, BAD_USER_INPUT...), top-level GraphQL errors and network failures alike.
 */
export async function sendOutcome<T>(
  send: () => Promise<{ errors: readonly UserErrorLike[]; value: T | null | undefined } | undefined>,
): Promise<SendOutcome<T>> {
  try {
    const answer = await send();
    if (answer && answer.errors.length > 0) return { errors: [...answer.errors] };
    if (answer?.value) return { ok: answer.value };
  } catch (error) {
    return { errors: errorMessages(error).map((message) => ({ code: 'ERROR', message })) };
  }
  return { errors: errorMessages(null).map((message) => ({ code: 'ERROR', message })) };
}
