import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { type AttemptOutcome, retryOperation } from './retryOperation';

/** Codes after which a mutation is sent again with its key: it never arrived, may have, or is still running. */
const RETRIED_CODES = new Set(['OUTCOME_UNKNOWN', 'UPSTREAM_UNAVAILABLE', 'OPERATION_IN_PROGRESS']);
/**
 * Waits before each new attempt (about 25 s in all): long enough for the api to restart and for
 * a claim left by a process that died to be taken over (its lease is 15 s, docs/idempotency.md).
 */
export const RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 4_000, 4_000, 4_000, 4_000, 5_000];
/** How long a key stays with a failed action, so the user's own retry of it reuses the key. */
const REMEMBER_MS = 10 * 60 * 1000;

export interface IdempotencyLinkOptions {
  delays?: readonly number[];
  newKey?: () => string;
  now?: () => number;
}

function retriedCode(result: ApolloLink.Result | undefined, error: unknown): boolean {
  // No answer at all (the bff is down or restarting) never ran anything that the key would not catch.
  if (error !== undefined) return !CombinedGraphQLErrors.is(error);
  const errors = result && 'errors' in result ? result.errors : undefined;
  return !result?.data && (errors ?? []).some((item) => RETRIED_CODES.has(String(item.extensions?.['code'])));
}

/** The action's identity: the same mutation with the same variables (files make it unrepeatable). */
function actionOf(name: string | undefined, variables: Record<string, unknown>): string | null {
  let hasFile = false;
  const text = JSON.stringify(variables, (_key, value: unknown) => {
    if (typeof Blob !== 'undefined' && value instanceof Blob) hasFile = true;
    return value;
  });
  return hasFile ? null : `${name ?? ''}\n${text}`;
}

/**
 * Every mutation goes with an `Idempotency-Key` (docs/idempotency.md): one per user action, so
 * whatever happens to an answer, the action is applied at most once. When the answer is lost
 * (OUTCOME_UNKNOWN), the api was unreachable or still busy with it, the link sends the mutation
 * again itself with the same key; the api then answers with the first outcome. If it still fails,
 * the key stays with the action for a while, so the user pressing the button again repeats the
 * same action rather than starting a second one.
 */
export function createIdempotencyLink(options: IdempotencyLinkOptions = {}): ApolloLink {
  const delays = options.delays ?? RETRY_DELAYS_MS;
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const now = options.now ?? Date.now;
  const remembered = new Map<string, { key: string; until: number }>();

  const keyFor = (action: string | null): string => {
    const kept = action === null ? undefined : remembered.get(action);
    if (kept && kept.until > now()) return kept.key;
    return newKey();
  };

  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== 'mutation') return forward(operation);
    const action = actionOf(operation.operationName, operation.variables);
    const key = keyFor(action);
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'idempotency-key': key },
    }));
    const retried = ({ result, error }: AttemptOutcome) => retriedCode(result, error);
    return retryOperation(
      operation,
      forward,
      (outcome, tries) => (retried(outcome) && tries < delays.length ? (delays[tries] ?? 0) : null),
      // A failure that may be repeated keeps its key with the action; any other outcome frees it.
      (outcome) => {
        if (action === null) return;
        if (retried(outcome)) remembered.set(action, { key, until: now() + REMEMBER_MS });
        else remembered.delete(action);
      },
    );
  });
}
