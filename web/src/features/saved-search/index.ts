// What other features may use of saved searches: the search page's button and marks, the list.
export { NewMatchBadge } from './components/NewMatchBadge';
export { NewMatchesNotice } from './components/NewMatchesNotice';
export { SavedSearchList } from './components/SavedSearchList';
export { SaveSearchButton } from './components/SaveSearchButton';
export { type NewMatchMarks, useNewMatchMarks } from './useNewMatchMarks';
