import { HttpLink } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import codegenManifest from '../__generated__/persisted-documents.json';
import { AppConfigDocument } from '../__generated__/graphql';
import { createApolloClient } from './apolloClient';
import { LiveUpdatesDocument } from './live/liveCache';
import { persistedQueryExtensions } from './persistedDocuments';

const APP_CONFIG = {
  appConfig: {
    __typename: 'AppConfig',
    analytics: 'NONE',
    brandName: 'Trialbridge',
    maintenanceMode: false,
    supportEmail: 'support@example.test',
    trialDays: 14,
  },
};

type Body = { query?: string; extensions?: { persistedQuery?: { version: number; sha256Hash: string } } };

// A real client over a real HttpLink whose fetch answers `answers` in turn and records each request.
function clientAnswering(...answers: object[]) {
  const requests: { method: string; body: Body }[] = [];
  const fetch = vi.fn(async (_uri: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ method: init?.method ?? 'GET', body: JSON.parse(String(init?.body)) as Body });
    return Response.json(answers[requests.length - 1]);
  });
  const client = createApolloClient({
    onSessionEnded: () => undefined,
    terminatingLink: new HttpLink({ uri: '/graphql', fetch }),
  });
  return { client, requests };
}

describe('trusted documents', () => {
  // Codegen's manifest keys a text by `sha256:<hex>`; Apollo's protocol sends the bare hex.
  const codegenHash = (AppConfigDocument as { __meta__?: { hash?: string } }).__meta__?.hash ?? '';
  const hash = codegenHash.replace(/^sha256:/, '');

  it('sends a codegen document as its hash alone, by POST', async () => {
    const { client, requests } = clientAnswering({ data: APP_CONFIG });
    const { data } = await client.query({ query: AppConfigDocument });
    expect(data?.appConfig.brandName).toBe('Trialbridge');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.body.query).toBeUndefined();
    expect(requests[0]?.body.extensions?.persistedQuery).toEqual({ version: 1, sha256Hash: hash });
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(codegenManifest)).toContain(`sha256:${hash}`);
  });

  it('sends the text again when the server does not know the hash', async () => {
    const notFound = {
      errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    };
    const { client, requests } = clientAnswering(notFound, { data: APP_CONFIG });
    await client.query({ query: AppConfigDocument });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.method).toBe('POST');
    expect(requests[1]?.body.query).toContain('appConfig');
  });

  it("gives the live socket the subscription's hash to send beside its text", () => {
    const extensions = persistedQueryExtensions(LiveUpdatesDocument);
    const codegenHash = (LiveUpdatesDocument as { __meta__?: { hash?: string } }).__meta__?.hash ?? '';
    const sha256Hash = codegenHash.replace(/^sha256:/, '');
    expect(extensions).toEqual({ persistedQuery: { version: 1, sha256Hash } });
    expect(Object.keys(codegenManifest)).toContain(`sha256:${sha256Hash}`);
  });
});
