import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Partner API keys (docs/api-keys.md): the api words why a key is refused. */
export const apiKeysErrors = {
  catalogue: {
    ApiKeyInvalid: {
      code: 'UNAUTHENTICATED',
      message: 'This API key is not valid: it was revoked, it expired, or it was never issued.',
      upstreamMessage: true,
    },
    ApiKeyOwnerUnusable: {
      code: 'UNAUTHENTICATED',
      message: "This API key's owner can no longer use it. Ask a company admin for a new key.",
      upstreamMessage: true,
    },
    ApiKeyReadOnly: { code: 'FORBIDDEN', message: 'This API key is read-only: it cannot change anything.' },
    ApiKeyLimit: {
      code: 'CONFLICT',
      message: 'Your company has as many active API keys as it may. Revoke one it no longer uses first.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
