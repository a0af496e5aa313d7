import { ApolloLink } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { runOperation, scriptedServer } from './testing/scriptedServer';
import { createIdempotencyLink } from './idempotencyLink';

const SEND = parse('mutation SendMessage($body: String!) { sendMessage(body: $body) { id } }');
const READ = parse('query Viewer { viewer { email } }');
const failed = (code: string) => ({ data: null, errors: [{ message: code, extensions: { code } }] });
const sent = { data: { sendMessage: { id: '7' } } };

const run = (link: ApolloLink, query = SEND, variables: Record<string, unknown> = { body: 'Hello' }) =>
  runOperation(link, query, variables);

describe('createIdempotencyLink', () => {
  let counter = 0;
  const idempotency = () => createIdempotencyLink({ delays: [0, 0, 0], newKey: () => `key-${++counter}` });

  it('sends a mutation with a key, and the same key again after a lost answer until it is known', async () => {
    const api = scriptedServer(
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
    const down = scriptedServer(new TypeError('Failed to fetch'), sent);
    expect(await run(ApolloLink.from([idempotency(), down.link]))).toEqual([sent]);
    expect(down.keys).toHaveLength(2);

    const refused = scriptedServer(failed('BAD_USER_INPUT'), sent);
    expect(await run(ApolloLink.from([idempotency(), refused.link]))).toEqual([failed('BAD_USER_INPUT')]);
    expect(refused.keys).toHaveLength(1);
  });

  it("keeps a failed action's key for the user's own retry, and starts a new action after success", async () => {
    const link = idempotency();
    const api = scriptedServer(failed('OUTCOME_UNKNOWN'));
    expect(await run(ApolloLink.from([link, api.link]))).toEqual([failed('OUTCOME_UNKNOWN')]);
    expect(new Set(api.keys).size).toBe(1);

    const retried = scriptedServer(sent);
    await run(ApolloLink.from([link, retried.link]));
    expect(retried.keys).toEqual([api.keys[0]]);

    const next = scriptedServer(sent);
    await run(ApolloLink.from([link, next.link]));
    expect(next.keys[0]).not.toBe(api.keys[0]);
  });

  it('leaves queries alone', async () => {
    const api = scriptedServer(failed('UPSTREAM_UNAVAILABLE'));
    await run(ApolloLink.from([idempotency(), api.link]), READ, {});
    expect(api.keys).toEqual([undefined]);
  });
});
