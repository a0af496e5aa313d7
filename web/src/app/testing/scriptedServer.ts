import { ApolloLink, execute } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { firstValueFrom, Observable, toArray } from 'rxjs';

/** A server standing in for the bff: answers in turn (the last one again), recording each attempt's idempotency key. */
export function scriptedServer(...answers: (object | Error)[]) {
  const keys: (string | undefined)[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        keys.push((operation.getContext() as { headers?: Record<string, string> }).headers?.['idempotency-key']);
        const answer = answers[Math.min(keys.length - 1, answers.length - 1)];
        if (answer instanceof Error) observer.error(answer);
        else {
          observer.next(answer as ApolloLink.Result);
          observer.complete();
        }
      }),
  );
  return { keys, link };
}

/** Every result the link chain gives for one operation. */
export function runOperation(link: ApolloLink, query: DocumentNode, variables: Record<string, unknown> = {}) {
  return firstValueFrom(execute(link, { query, variables }, { client: {} as never }).pipe(toArray()));
}
