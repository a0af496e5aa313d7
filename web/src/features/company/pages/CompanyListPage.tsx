import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { SelectField } from '../../../ui/SelectField';
import { SEARCH_PATH } from '../../search';
import { COMPANY_SORT_LABELS } from '../companyLabels';
import { COMPANIES_PATH, COMPANY_LIST_SORTS, readCompanyListParams, writeCompanyListParams } from '../companyUrls';
import type { CompanyListSort } from '../companyUrls';
import { CompanyCard } from '../components/CompanyCard';

// The public search without text or filters: the same companies /search lists, to visitors too.
export const CompanyListPageQueryDocument = graphql(`
  query CompanyListPage($input: CompanySearchInput!) {
    searchCompanies(input: $input) {
      items {
        company {
          id
          ...CompanyCard_company
        }
      }
      page
      size
      totalElements
      totalPages
    }
  }
`);

export const COMPANY_LIST_PAGE_SIZE = 20;

const isListSort = (value: string): value is CompanyListSort =>
  (COMPANY_LIST_SORTS as readonly string[]).includes(value);

/** `/companies`: every active company, paged, in the chosen order (page and sort in the URL). */
export function CompanyListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, sort } = readCompanyListParams(searchParams);
  const { data, previousData, loading, error, refetch } = useQuery(CompanyListPageQueryDocument, {
    variables: { input: { page, size: COMPANY_LIST_PAGE_SIZE, sort } },
  });
  const result = (data ?? previousData)?.searchCompanies;

  let content: ReactNode;
  if (!result && error) content = <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!result) content = <LoadingRows label="Loading companies" />;
  else if (result.items.length === 0)
    content = (
      <Stack gap={2} align="flex-start">
        <Text>{page > 0 ? 'There are no companies on this page.' : 'There are no companies yet.'}</Text>
        {page > 0 ? <AppLink to={COMPANIES_PATH}>Go to the first page</AppLink> : null}
      </Stack>
    );
  else
    content = (
      <Stack gap={4} aria-busy={loading}>
        <Stack as="ul" gap={4} listStyleType="none" aria-label="Companies">
          {result.items.map(({ company }) => (
            <li key={company.id}>
              <CompanyCard company={company} />
            </li>
          ))}
        </Stack>
        <Pager
          page={page}
          totalPages={result.totalPages}
          onPageChange={(next) => setSearchParams(writeCompanyListParams({ page: next, sort }))}
          hideSinglePage
        />
      </Stack>
    );

  return (
    <PageContainer>
      <Stack gap={6}>
        <Flex
          gap={4}
          justify="space-between"
          align={{ base: 'stretch', md: 'flex-end' }}
          direction={{ base: 'column', md: 'row' }}
        >
          <Stack gap={2}>
            <Heading as="h1" size="2xl">
              Companies
            </Heading>
            <Text color="fg.muted">
              {result ? `${result.totalElements.toLocaleString('en-US')} companies on the platform. ` : ''}
              <AppLink to={SEARCH_PATH}>Search with filters</AppLink>
            </Text>
          </Stack>
          <SelectField
            label="Sort by"
            name="sort"
            maxW={{ md: '16rem' }}
            value={sort}
            options={COMPANY_LIST_SORTS.map((option) => ({ value: option, label: COMPANY_SORT_LABELS[option] }))}
            onChange={(value) => {
              // A new order starts again from the first page.
              if (isListSort(value)) setSearchParams(writeCompanyListParams({ page: 0, sort: value }));
            }}
          />
        </Flex>
        {content}
      </Stack>
    </PageContainer>
  );
}
