import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlaygroundFetcher, createRefusalStore, INTROSPECTION_DISABLED } from './playgroundFetcher';

const location = { protocol: 'https:', host: 'app.example' };
const REFUSED = {
  errors: [
    { message: 'Sign in, or send your API key, to explore the schema.', extensions: { code: INTROSPECTION_DISABLED } },
  ],
};

function answering(body: unknown) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createPlaygroundFetcher', () => {
  it('posts to this origin with the session cookies, JSON and the CSRF header, plus the headers typed in GraphiQL', async () => {
    const fetch = answering({ data: { viewer: null } });
    const fetcher = createPlaygroundFetcher(location, createRefusalStore());
    const result = await fetcher(
      { query: '{ viewer { email } }', operationName: null },
      { headers: { authorization: 'Bearer tbk_x' } },
    );
    expect(result).toEqual({ data: { viewer: null } });
    expect(fetch).toHaveBeenCalledWith('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      body: JSON.stringify({ query: '{ viewer { email } }', operationName: null }),
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        authorization: 'Bearer tbk_x',
      },
    });
  });

  it('reports a refused introspection, and clears it once the schema is answered', async () => {
    const refusals = createRefusalStore();
    const listener = vi.fn();
    refusals.subscribe(listener);
    const fetcher = createPlaygroundFetcher(location, refusals);
    answering(REFUSED);
    await fetcher({ query: '{ __schema { types { name } } }', operationName: 'IntrospectionQuery' });
    expect(refusals.get()).toEqual({ message: 'Sign in, or send your API key, to explore the schema.' });
    expect(listener).toHaveBeenCalled();
    answering({ data: { __schema: { types: [] } } });
    await fetcher({ query: '{ __schema { types { name } } }', operationName: 'IntrospectionQuery' });
    expect(refusals.get()).toBeNull();
  });

  it('leaves the refusal alone when an ordinary query fails', async () => {
    const refusals = createRefusalStore();
    const fetcher = createPlaygroundFetcher(location, refusals);
    answering(REFUSED);
    await fetcher({ query: '{ viewer { email } }', operationName: 'Viewer' });
    expect(refusals.get()).toBeNull();
  });
});
