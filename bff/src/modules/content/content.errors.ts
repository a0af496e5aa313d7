import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Content refusals the admin can act on (docs/content.md): their words come from the api. */
export const contentErrors = {
  codes: ['CONTENT_KEY_TAKEN'],
  // Choose another key.
  userFixable: ['CONTENT_KEY_TAKEN'],
  catalogue: {
    ContentKeyTaken: {
      code: 'CONTENT_KEY_TAKEN',
      message: 'An entry with this key exists already.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
