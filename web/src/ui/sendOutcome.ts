import { errorMessages } from '../shared/errorMessages';
import { readUserErrors } from './userErrors';
import type { MutationPayload, UserError } from './userErrors';

/** What a send answered: the payload (or the value taken from it), or the refusals to show. */
export type SendOutcome<T> = { ok: T } | { errors: UserError[] };

/** The code of a failure without a payload's words (network, top-level GraphQL error, no answer). */
const FAILED = 'ERROR';
const failure = (error: unknown): UserError[] =>
  errorMessages(error).map((message) => ({ code: FAILED, field: null, message }));

/**
 * Runs a send and folds every failure into user errors: the payload's own (REPLY_NOT_ALLOWED,
 * BAD_USER_INPUT...), top-level GraphQL errors and network failures alike. `value` picks what the
 * caller needs from a payload without errors; a payload without it (null) counts as a failure.
 */
export function sendOutcome<P extends MutationPayload>(
  send: () => Promise<P | null | undefined>,
): Promise<SendOutcome<P>>;
export function sendOutcome<P extends MutationPayload, T>(
  send: () => Promise<P | null | undefined>,
  value: (payload: P) => T | null | undefined | false,
): Promise<SendOutcome<T>>;
export async function sendOutcome<P extends MutationPayload>(
  send: () => Promise<P | null | undefined>,
  value: (payload: P) => unknown = (payload) => payload,
): Promise<SendOutcome<unknown>> {
  try {
    const payload = await send();
    if (payload && payload.errors.length > 0) return { errors: readUserErrors(payload.errors) };
    const picked = payload ? value(payload) : null;
    if (picked !== null && picked !== undefined && picked !== false) return { ok: picked };
  } catch (error) {
    return { errors: failure(error) };
  }
  return { errors: failure(null) };
}

/** The messages of refusals, once each, in order. */
export const messagesOf = (errors: readonly UserError[]): string[] => [
  ...new Set(errors.map((error) => error.message)),
];

/** True when the refusals are the server's answer to what was sent, not a failure to get one (offline...). */
export const isRefusal = (errors: readonly UserError[]): boolean => errors.some((error) => error.code !== FAILED);

/** Runs a send for its effect alone: null when it worked, else the messages to show. */
export async function sendForMessages(
  send: () => Promise<MutationPayload | null | undefined>,
): Promise<string[] | null> {
  const outcome = await sendOutcome(send);
  return 'errors' in outcome ? messagesOf(outcome.errors) : null;
}

/** An outcome's refusals, none when it worked: for forms that place them themselves. */
export const refusalsOf = (outcome: SendOutcome<unknown>): UserError[] => ('errors' in outcome ? outcome.errors : []);
