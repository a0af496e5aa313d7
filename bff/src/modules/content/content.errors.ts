import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Content refusals the admin can act on (docs/content.md): their words come from the api. */
export const contentErrors = {
  codes: ['CONTENT_KEY_TAKEN', 'CONTENT_NOT_DELETABLE'],
  // Choose another key; edit the page instead of deleting it.
  userFixable: ['CONTENT_KEY_TAKEN', 'CONTENT_NOT_DELETABLE'],
  catalogue: {
    ContentKeyTaken: {
      code: 'CONTENT_KEY_TAKEN',
      message: 'An entry with this key exists already.',
      upstreamMessage: true,
    },
    ContentNotDeletable: {
      code: 'CONTENT_NOT_DELETABLE',
      message: 'Pages cannot be deleted: the site links to them and the law requires some. Edit their text instead.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
