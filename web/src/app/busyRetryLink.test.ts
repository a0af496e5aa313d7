import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { runOperation, scriptedServer } from './testing/scriptedServer';
import { createBusyRetryLink } from './busyRetryLink';
import { createIdempotencyLink } from './idempotencyLink';

const READ = parse('query Viewer { viewer { email } }');
const SEND = parse('mutation SendMessage($body: String!) { sendMessage(body: $body) { id } }');
const BUSY_BODY = JSON.stringify({ errors: [{ message: 'busy', extensions: { code: 'SERVER_BUSY' } }] });
const viewer = { data: { viewer: { email: 'a@b.test' } } };
const busyResult = { data: null, errors: [{ message: 'busy', extensions: { code: 'SERVER_BUSY' } }] };

/** The bff's admission guard: 503 + Retry-After with a plain JSON body, which fetchLink throws as a ServerError. */
const refusal = (retryAfter: string) =>
  new ServerError('Response not successful: Received status code 503', {
    response: new Response(BUSY_BODY, { status: 503, headers: { 'retry-after': retryAfter } }),
    bodyText: BUSY_BODY,
  });

const run = (link: ApolloLink, query = READ, variables: Record<string, unknown> = {}) =>
  runOperation(link, query, variables);

describe('createBusyRetryLink', () => {
  const waits: number[] = [];
  const busyRetry = () =>
    createBusyRetryLink({
      delayMs: (seconds) => {
        waits.push(seconds);
        return 0;
      },
    });

  it("waits as long as the refusal's Retry-After says (capped at 5 s) and asks again", async () => {
    waits.length = 0;
    const api = scriptedServer(refusal('2'), refusal('30'), viewer);
    expect(await run(ApolloLink.from([busyRetry(), api.link]))).toEqual([viewer]);
    expect(waits).toEqual([2, 5]);
  });

  it('retries an upstream SERVER_BUSY answer too, then gives the refusal to the page after two waits', async () => {
    waits.length = 0;
    const api = scriptedServer(busyResult);
    expect(await run(ApolloLink.from([busyRetry(), api.link]))).toEqual([busyResult]);
    expect(waits).toEqual([1, 1]);
  });

  it('leaves every other answer alone', async () => {
    waits.length = 0;
    const failure = { data: null, errors: [{ message: 'no', extensions: { code: 'BAD_USER_INPUT' } }] };
    expect(await run(ApolloLink.from([busyRetry(), scriptedServer(failure).link]))).toEqual([failure]);
    const other = new ServerError('Received status code 502', {
      response: new Response('', { status: 502 }),
      bodyText: '',
    });
    await expect(run(ApolloLink.from([busyRetry(), scriptedServer(other).link]))).rejects.toBe(other);
    expect(waits).toEqual([]);
  });

  it('sends a refused mutation again with the same idempotency key', async () => {
    const api = scriptedServer(refusal('1'), { data: { sendMessage: { id: '7' } } });
    const link = ApolloLink.from([createIdempotencyLink({ newKey: () => 'key-1' }), busyRetry(), api.link]);
    await run(link, SEND, { body: 'Hello' });
    expect(api.keys).toEqual(['key-1', 'key-1']);
  });
});
