import { ApolloLink, execute } from '@apollo/client';
import { parse } from 'graphql';
import { firstValueFrom, Observable, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createIdempotencyLink } from './idempotencyLink';

const SEND = parse('mutation SendMessage($body: String!) { sendMessage(body: $body) { id } }');
const READ = parse('query Viewer { viewer { email } }');
const failed = (code: string) => ({ data: null, errors: [{ message: code, extensions: { code } }] });
const sent = { data: { sendMessage: { id: '7' } } };

/** A server standing in for the bff: answers in turn, recording the key each attempt carried. */
function server(...answers: (object | Error)[]) {
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

function run(link: ApolloLink, query = SEND, variables: Record<string, unknown> = { body: 'Hello' }) {
  return firstValueFrom(execute(link, { query, variables }, { client: {} as never }).pipe(toArray()));
}

describe('createIdempotencyLink', () => {
  let counter = 0;
  const idempotency = () => createIdempotencyLink({ delays: [0, 0, 0], newKey: () => `key-${++counter}` });

  it('sends a mutation with a key, and the same key again after a lost answer until it is known', async () => {
    const api = server(
      failed('OUTCOME_UNKNOWN'),
      failed('UPSTREAM_UNAVAILABLE'),
      failed('OPERATION_IN_PROGRESS'),
      sent,
    );
    const results = await run(ApolloLink.from([idempotency(), api.link]));
    expect(results).toEqual([sent]);
    expect(api.keys).toHaveLength(4);
    expect(new Set(api.keys).size).toBe(1);
    expect(api.keys[0]).toMatch(/^key-/);
  });

  it('retries when no answer came at all, and never after an answer that says what happened', async () => {
    const down = server(new TypeError('Failed to fetch'), sent);
    expect(await run(ApolloLink.from([idempotency(), down.link]))).toEqual([sent]);
    expect(down.keys).toHaveLength(2);

    const refused = server(failed('BAD_USER_INPUT'), sent);
    expect(await run(ApolloLink.from([idempotency(), refused.link]))).toEqual([failed('BAD_USER_INPUT')]);
    expect(refused.keys).toHaveLength(1);
  });

  it("keeps a failed action's key for the user's own retry, and starts a new action after success", async () => {
    const link = idempotency();
    const api = server(failed('OUTCOME_UNKNOWN'));
    expect(await run(ApolloLink.from([link, api.link]))).toEqual([failed('OUTCOME_UNKNOWN')]);
    expect(new Set(api.keys).size).toBe(1);

    const retried = server(sent);
    await run(ApolloLink.from([link, retried.link]));
    expect(retried.keys).toEqual([api.keys[0]]);

    const next = server(sent);
    await run(ApolloLink.from([link, next.link]));
    expect(next.keys[0]).not.toBe(api.keys[0]);
  });

  it('leaves queries alone', async () => {
    const api = server(failed('UPSTREAM_UNAVAILABLE'));
    await run(ApolloLink.from([idempotency(), api.link]), READ, {});
    expect(api.keys).toEqual([undefined]);
  });
});
