import type { SavedSearchFieldsFragment } from '../../__generated__/graphql';

/** A saved search as the list shows it. */
export type SavedSearch = Omit<SavedSearchFieldsFragment, ' $fragmentName' | '__typename'>;

/** "1 new company", "3 new companies". */
export const newMatchesText = (count: number): string => `${count} new ${count === 1 ? 'company' : 'companies'}`;
