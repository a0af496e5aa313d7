import type { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';

/** One attempt's outcome: the answer it completed with, or the error it failed with. */
export interface AttemptOutcome {
  result?: ApolloLink.Result;
  error?: unknown;
}

/** Milliseconds to wait before sending the operation again, or null to hand this outcome on. */
export type RetryDecision = (outcome: AttemptOutcome, tries: number) => number | null;

/**
 * Forwards the operation and, while `decide` asks for it, sends it again after the wait it gives;
 * each attempt's answer is held until it completes, so the page sees only the last. `onFinal` is
 * told the outcome handed on.
 */
export function retryOperation(
  operation: ApolloLink.Operation,
  forward: ApolloLink.ForwardFunction,
  decide: RetryDecision,
  onFinal: (outcome: AttemptOutcome) => void = () => {},
): Observable<ApolloLink.Result> {
  return new Observable<ApolloLink.Result>((observer) => {
    let current: Subscription | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (tries: number): void => {
      let result: ApolloLink.Result | undefined;
      const retried = (outcome: AttemptOutcome): boolean => {
        const delay = decide(outcome, tries);
        if (delay === null) {
          onFinal(outcome);
          return false;
        }
        timer = setTimeout(() => attempt(tries + 1), delay);
        return true;
      };
      current = forward(operation).subscribe({
        next: (answer) => {
          result = answer;
        },
        error: (error: unknown) => {
          if (!retried({ error })) observer.error(error);
        },
        complete: () => {
          if (retried({ result })) return;
          if (result) observer.next(result);
          observer.complete();
        },
      });
    };
    attempt(0);
    return () => {
      clearTimeout(timer);
      current?.unsubscribe();
    };
  });
}
