import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Saved-search refusals the user can act on (docs/watchlists.md "Saved searches"): their words come from the api. */
export const savedSearchErrors = {
  codes: ['SAVED_SEARCH_EXISTS'],
  // Pick another name.
  userFixable: ['SAVED_SEARCH_EXISTS'],
  catalogue: {
    SavedSearchExists: {
      code: 'SAVED_SEARCH_EXISTS',
      message: 'You already have a saved search with this name. Choose another name.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
