import type { ApiKeyScope, ApiKeyStatus } from '../../../__generated__/graphql';

// API keys as the server sends them (with __typename, which Apollo's cache needs).

export interface TestUsageDay {
  __typename: 'ApiKeyUsageDay';
  day: string;
  requests: number;
  errors: number;
  cost: number;
}

export interface TestApiKey {
  __typename: 'ApiKey';
  id: string;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  status: ApiKeyStatus;
  createdAt: string;
  createdByName: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  usage: TestUsageDay[];
}

/** 14 UTC days ending on `lastDay`, oldest first, each `[requests, errors, cost]` (missing days count zero). */
export function buildUsage(counts: ReadonlyArray<readonly [number, number, number]> = [], lastDay = '2026-11-26') {
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: 14 }, (_, index): TestUsageDay => {
    const [requests, errors, cost] = counts[index] ?? [0, 0, 0];
    const day = new Date(end - (13 - index) * 86_400_000).toISOString().slice(0, 10);
    return { __typename: 'ApiKeyUsageDay', day, requests, errors, cost };
  });
}

export function buildApiKey(overrides: Partial<TestApiKey> = {}): TestApiKey {
  return {
    __typename: 'ApiKey',
    id: 'key-1',
    name: 'LIMS sync',
    scope: 'READ_ONLY',
    prefix: 'tbk_3f9a',
    status: 'ACTIVE',
    createdAt: '2026-11-02T09:30:00.000Z',
    createdByName: 'Ada Lovelace',
    expiresAt: null,
    lastUsedAt: null,
    usage: buildUsage(),
    ...overrides,
  };
}
