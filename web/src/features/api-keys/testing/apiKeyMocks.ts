import type { MockLink } from '@apollo/client/testing';
import type { CreateApiKeyInput } from '../../../__generated__/graphql';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { RevokeApiKeyDocument } from '../components/ApiKeyList';
import { CreateApiKeyFormDocument } from '../components/CreateApiKeyForm';
import { ApiKeysPageQueryDocument } from '../pages/ApiKeysPage';
import type { TestApiKey } from './apiKeyFactories';

/** A company admin: the API_KEYS permission besides a member's. */
export const keyAdmin = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'COMPANY_EDIT', 'API_KEYS'] });

/** The page's list, once (or as often as asked). */
export function apiKeysMock(keys: TestApiKey[], forever = false): MockLink.MockedResponse {
  return {
    request: { query: ApiKeysPageQueryDocument },
    result: { data: { apiKeys: keys } },
    ...(forever ? { maxUsageCount: Number.POSITIVE_INFINITY } : {}),
  };
}

export interface TestUserError {
  __typename: 'UserError';
  code: string;
  field: string | null;
  message: string;
}

export const userError = (field: string | null, message: string, code = 'BAD_USER_INPUT'): TestUserError => ({
  __typename: 'UserError',
  code,
  field,
  message,
});

/** createApiKey with `input`: the key and its secret, or the refusals given. */
export function createApiKeyMock(
  input: CreateApiKeyInput,
  answer: { apiKey: TestApiKey; secret: string } | { errors: TestUserError[] },
): MockLink.MockedResponse {
  const payload =
    'errors' in answer ? { apiKey: null, secret: null, errors: answer.errors } : { ...answer, errors: [] };
  return {
    request: { query: CreateApiKeyFormDocument, variables: { input } },
    result: { data: { createApiKey: { __typename: 'CreateApiKeyPayload', ...payload } } },
  };
}

/** revokeApiKey of `id`: the key, now revoked. */
export function revokeApiKeyMock(id: string): MockLink.MockedResponse {
  return {
    request: { query: RevokeApiKeyDocument, variables: { id } },
    result: {
      data: {
        revokeApiKey: {
          __typename: 'RevokeApiKeyPayload',
          apiKey: { __typename: 'ApiKey', id, status: 'REVOKED', revokedAt: '2026-11-27T10:00:00.000Z' },
          errors: [],
        },
      },
    },
  };
}

/** `/dashboard/api-keys` for a company admin, with `mocks`. */
export function renderApiKeysPage(...mocks: MockLink.MockedResponse[]) {
  return renderApp('/dashboard/api-keys', { mocks: [appViewerMock(keyAdmin), ...mocks] });
}
