import { Box, Grid, GridItem, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { graphql } from '../../../__generated__';
import { useViewer } from '../../../shared/session/useViewer';
import { PageContainer } from '../../../ui/PageContainer';
import { useCompactLayout } from '../../../ui/useCompactLayout';
import { NewMatchesNotice, useNewMatchMarks } from '../../saved-search';
import { ActiveFilterChips } from '../components/ActiveFilterChips';
import { FacetPanel } from '../components/FacetPanel';
import { FiltersDrawer } from '../components/FiltersDrawer';
import { SearchBox } from '../components/SearchBox';
import { SearchResults } from '../components/SearchResults';
import { SearchToolbar } from '../components/SearchToolbar';
import type { FacetData } from '../searchFacets';
import { toSearchInput } from '../searchInput';
import { buildSearchReferences, chipLabels } from '../searchReferences';
import { activeFilters, withPage, withSearchString } from '../searchState';
import { useSearchUrlState } from '../useSearchUrlState';

export const SearchPageQueryDocument = graphql(`
  query SearchPage($input: CompanySearchInput!) {
    searchCompanies(input: $input) {
      items {
        company {
          id
        }
        ...SearchResultCard_result
      }
      page
      size
      totalElements
      totalPages
      facets {
        field
        values {
          value
          label
          count
        }
      }
    }
  }
`);

export const SearchPageReferencesDocument = graphql(`
  query SearchPageReferences {
    referenceItems(kinds: [SERVICES, PRODUCTS, THERAPEUTIC_AREAS, REGIONS]) {
      id
      kind
      name
      parentId
    }
    countries {
      id
      name
    }
    roles {
      id
      name
    }
    employeeBands {
      id
      label
    }
  }
`);

const NO_FACETS: readonly FacetData[] = [];

/** `/search`: company search with facets (spec §3, §5). The whole state is in the URL. */
export function SearchPage() {
  const [state, change] = useSearchUrlState();
  const viewer = useViewer();
  const signedIn = Boolean(viewer?.user);
  // What the answers change (the cards, every filter's options and counts) renders in the
  // background, time-sliced, not in the task that brings them: the page stays responsive.
  const referenceData = useDeferredValue(useQuery(SearchPageReferencesDocument).data);
  const references = useMemo(() => buildSearchReferences(referenceData), [referenceData]);
  // A search opened again (a link, a saved search's notification) shows what it found before at
  // once and asks again: companies register and change meanwhile.
  const { data, previousData, loading, error, refetch } = useQuery(SearchPageQueryDocument, {
    variables: { input: toSearchInput(state, { signedIn }) },
    fetchPolicy: 'cache-and-network',
  });
  const results = useDeferredValue((data ?? previousData)?.searchCompanies);
  const facets = useMemo(() => results?.facets ?? NO_FACETS, [results]);
  const labels = useMemo(() => chipLabels(references, facets), [references, facets]);
  // A saved search's notification links here with its new companies to mark.
  const marks = useNewMatchMarks();

  // On phones the filters would push the results far down: they open in a drawer when asked for.
  const compact = useCompactLayout();
  const filterCount = activeFilters(state).length;
  const search = useCallback(
    (text: string, options: { replace: boolean }) => change((s) => withSearchString(s, text), options),
    [change],
  );

  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Search companies
          </Heading>
          <Text color="fg.muted">
            Find sponsors, sites, CROs and technology providers by what they do, where and for whom.
          </Text>
        </Stack>
        <Box maxW="2xl">
          <SearchBox value={state.searchString} onSearch={search} />
        </Box>
        <Grid templateColumns={{ base: '1fr', md: '16rem 1fr', lg: '18rem 1fr' }} gap={8} alignItems="start">
          {/* The counts belong to the last answer: dimmed while the next one loads. */}
          <GridItem minW={0} css={{ '& [data-facet-count]': { opacity: loading ? 0.5 : 1 } }}>
            {compact ? (
              <FiltersDrawer activeCount={filterCount} resultCount={results?.totalElements}>
                <FacetPanel state={state} facets={facets} references={references} onChange={change} titled={false} />
              </FiltersDrawer>
            ) : (
              <FacetPanel state={state} facets={facets} references={references} onChange={change} />
            )}
          </GridItem>
          <GridItem minW={0}>
            <Stack gap={5}>
              <SearchToolbar state={state} signedIn={signedIn} onChange={change} resultCount={results?.totalElements} />
              <ActiveFilterChips state={state} labels={labels} parents={references.parents} onChange={change} />
              <NewMatchesNotice marks={marks} shownIds={results?.items.map((item) => item.company.id)} />
              <SearchResults
                results={results}
                loading={loading}
                error={data ? undefined : error}
                onRetry={() => void refetch().catch(() => undefined)}
                onPageChange={(page) => change((s) => withPage(s, page))}
                narrowed={Boolean(state.searchString) || filterCount > 0}
                marked={marks?.ids}
              />
            </Stack>
          </GridItem>
        </Grid>
      </Stack>
    </PageContainer>
  );
}
