import { ApolloLink } from '@apollo/client';
import { ServerError, ServerParseError } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { AppConfigDocument } from '../__generated__/graphql';
import { createFetchLink } from './fetchLink';

type Sent = { url: string; init: RequestInit; body: Record<string, unknown> };

// The link with a fetch answering `response`, recording what was sent.
function linkAnswering(response: () => Response) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {}, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
    return response();
  });
  return { link: createFetchLink('/graphql', fetch), sent, fetch };
}

function run(link: ApolloLink, context: Record<string, unknown> = {}) {
  const setContext = new ApolloLink((operation, forward) => {
    operation.setContext(context);
    return forward(operation);
  });
  return new Promise<unknown>((resolve, reject) => {
    ApolloLink.execute(
      ApolloLink.from([setContext, link]),
      { query: AppConfigDocument, variables: { unused: 1 } },
      { client: {} as never },
    ).subscribe({ next: resolve, error: reject });
  });
}

const data = { data: { appConfig: { __typename: 'AppConfig', brandName: 'Trialbridge' } } };

describe('createFetchLink', () => {
  it('posts the operation as JSON on the same origin, with its hash alone when told not to send the text', async () => {
    const { link, sent } = linkAnswering(() => Response.json(data));
    const extensions = { persistedQuery: { version: 1, sha256Hash: 'abc' } };
    const setExtensions = new ApolloLink((operation, forward) => {
      Object.assign(operation.extensions, extensions);
      return forward(operation);
    });

    await expect(
      run(ApolloLink.from([setExtensions, link]), { http: { includeQuery: false, includeExtensions: true } }),
    ).resolves.toEqual(data);
    expect(sent[0]?.url).toBe('/graphql');
    expect(sent[0]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(sent[0]?.init.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(sent[0]?.body).toEqual({ operationName: 'AppConfig', variables: {}, extensions });
  });

  it('sends the text, printed on demand, and the context’s headers when asked to', async () => {
    const { link, sent } = linkAnswering(() => Response.json(data));
    await run(link, { headers: { 'x-graphql-upload': '1' } });
    expect(sent[0]?.body['query']).toContain('query AppConfig');
    expect(sent[0]?.init.headers).toMatchObject({ 'x-graphql-upload': '1' });
  });

  it('fails with a server error when the answer is not successful', async () => {
    const { link } = linkAnswering(() => new Response('Bad gateway', { status: 502 }));
    const error = await run(link).catch((caught: unknown) => caught);
    expect(ServerError.is(error)).toBe(true);
    expect((error as ServerError).statusCode).toBe(502);
  });

  it('fails with a parse error when the answer is not JSON, and with a server error when it holds no result', async () => {
    const garbled = linkAnswering(() => new Response('<html>', { headers: { 'content-type': 'application/json' } }));
    expect(ServerParseError.is(await run(garbled.link).catch((caught: unknown) => caught))).toBe(true);
    const empty = linkAnswering(() => Response.json({ hello: 'world' }));
    expect(ServerError.is(await run(empty.link).catch((caught: unknown) => caught))).toBe(true);
  });

  it('reads a GraphQL response with an error status as a result', async () => {
    const refused = { errors: [{ message: 'Refused', extensions: { code: 'FORBIDDEN' } }] };
    const { link } = linkAnswering(
      () =>
        new Response(JSON.stringify(refused), {
          status: 400,
          headers: { 'content-type': 'application/graphql-response+json' },
        }),
    );
    await expect(run(link)).resolves.toEqual(refused);
  });
});
