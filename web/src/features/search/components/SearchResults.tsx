import { Box, Button, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { FragmentType } from '../../../__generated__';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { useWatchedCompanies, useWatchlistAllowed, WatchlistSelectionBar } from '../../watchlist';
import { SearchResultCard } from './SearchResultCard';
import type { SearchResultCardFragment } from './SearchResultCard';

type ResultItem = { company: { id: string } } & FragmentType<typeof SearchResultCardFragment>;

export interface SearchResultsProps {
  results:
    | {
        items: readonly ResultItem[];
        page: number;
        totalElements: number;
        totalPages: number;
      }
    | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  /** True when any text or filter narrows the search (the empty state then suggests loosening it). */
  narrowed: boolean;
  /** Companies to mark as new (a saved search's notification links here with them). */
  marked?: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

interface ResultItemsProps {
  items: readonly ResultItem[];
  labelledBy: string;
  marked: ReadonlySet<string> | undefined;
  selected: ReadonlySet<string>;
  /** Absent without the watchlist: the cards then have no selection box. */
  onSelect: ((companyId: string, selected: boolean) => void) | undefined;
}

/**
 * A page's cards with their watched marks. Its parent keys it by the page's companies, so the
 * marks' query starts fresh with each page: the results render deferred (SearchPage), and a query
 * whose variables changed in such a render would update the page still shown, render after render.
 */
function ResultItems({ items, labelledBy, marked, selected, onSelect }: ResultItemsProps) {
  const ids = useMemo(() => items.map((item) => item.company.id), [items]);
  const watched = useWatchedCompanies(ids);
  return (
    <Stack as="ul" gap={4} listStyleType="none" aria-labelledby={labelledBy}>
      {items.map((result) => (
        <li key={result.company.id}>
          <SearchResultCard
            result={result}
            marked={marked?.has(result.company.id)}
            watchedIn={watched.get(result.company.id)}
            selected={selected.has(result.company.id)}
            onSelectedChange={onSelect ? (on) => onSelect(result.company.id, on) : undefined}
          />
        </li>
      ))}
    </Stack>
  );
}

/**
 * The results: count, cards, paging, and the loading, empty and error states. With the watchlist,
 * each card shows the folders keeping it and can be ticked; the ticked ones go to a folder together.
 * The selection belongs to the page shown: another search, filter or page starts a new one.
 */
export function SearchResults({
  results,
  loading,
  error,
  onRetry,
  onPageChange,
  narrowed,
  marked,
}: SearchResultsProps) {
  const headingId = useId();
  const ids = useMemo(() => results?.items.map((item) => item.company.id) ?? [], [results]);
  const selectable = useWatchlistAllowed();
  const pageKey = ids.join(' ');
  const [selection, setSelection] = useState({ pageKey: '', ids: NONE });
  const selected = selection.pageKey === pageKey ? selection.ids : NONE;
  // From the state itself: boxes ticked in quick succession each add to the last.
  const select = (id: string, on: boolean) =>
    setSelection((previous) => {
      const next = new Set(previous.pageKey === pageKey ? previous.ids : NONE);
      if (on) next.add(id);
      else next.delete(id);
      return { pageKey, ids: next };
    });
  let body: ReactNode;
  if (!results && error) body = <LoadError error={error} onRetry={onRetry} />;
  else if (!results) body = <LoadingRows label="Searching" />;
  else if (results.items.length === 0)
    body =
      results.page > 0 && results.totalElements > 0 ? (
        <Stack gap={2} align="flex-start">
          <Text color="fg.muted">There are no results on this page.</Text>
          <Button size="sm" variant="outline" onClick={() => onPageChange(0)}>
            Go to the first page
          </Button>
        </Stack>
      ) : (
        <Text color="fg.muted">
          {narrowed ? 'No companies match. Try other words or fewer filters.' : 'There are no companies yet.'}
        </Text>
      );
  else
    body = (
      <Stack gap={4}>
        <ResultItems
          key={pageKey}
          items={results.items}
          labelledBy={headingId}
          marked={marked}
          selected={selected}
          onSelect={selectable ? select : undefined}
        />
        <Pager page={results.page} totalPages={results.totalPages} onPageChange={onPageChange} hideSinglePage />
      </Stack>
    );

  // The last answer stays while the next one loads, dimmed, so nobody reads it as the new one.
  const updating = loading && Boolean(results);
  return (
    <Stack as="section" aria-labelledby={headingId} aria-busy={loading} gap={4}>
      <Heading as="h2" size="md" id={headingId} aria-live="polite">
        {results
          ? `${results.totalElements.toLocaleString('en-US')} ${results.totalElements === 1 ? 'company' : 'companies'}`
          : 'Results'}
      </Heading>
      <VisuallyHidden role="status">{updating ? 'Updating results…' : ''}</VisuallyHidden>
      {selected.size > 0 ? (
        <WatchlistSelectionBar
          companyIds={ids.filter((id) => selected.has(id))}
          onClear={() => setSelection({ pageKey, ids: NONE })}
        />
      ) : null}
      <Box opacity={updating ? 0.5 : 1} transition="opacity 0.15s" data-updating={updating || undefined}>
        {body}
      </Box>
    </Stack>
  );
}
