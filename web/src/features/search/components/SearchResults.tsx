import { Box, Button, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { FragmentType } from '../../../__generated__';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { SearchResultCard } from './SearchResultCard';
import type { SearchResultCardFragment } from './SearchResultCard';

export interface SearchResultsProps {
  results:
    | {
        items: ReadonlyArray<{ company: { id: string } } & FragmentType<typeof SearchResultCardFragment>>;
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
}

/** The results: count, cards, paging, and the loading, empty and error states. */
export function SearchResults({ results, loading, error, onRetry, onPageChange, narrowed }: SearchResultsProps) {
  const headingId = useId();
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
        <Stack as="ul" gap={4} listStyleType="none" aria-labelledby={headingId}>
          {results.items.map((result) => (
            <li key={result.company.id}>
              <SearchResultCard result={result} />
            </li>
          ))}
        </Stack>
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
      <Box opacity={updating ? 0.5 : 1} transition="opacity 0.15s" data-updating={updating || undefined}>
        {body}
      </Box>
    </Stack>
  );
}
