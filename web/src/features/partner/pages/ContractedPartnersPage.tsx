import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import type { ContractedPartnerSort } from '../../../__generated__/graphql';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { routePath } from '../../../shared/routing/routePath';
import { LoadState } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { AppLink } from '../../../ui/AppLink';
import { PageContainer } from '../../../ui/PageContainer';
import { SearchForm } from '../../../ui/SearchForm';
import { choiceOf, SelectField } from '../../../ui/SelectField';
import { PartnerRow } from '../components/PartnerRow';
import { ContractedPartnerFieldsFragment, ContractedPartnersQueryDocument } from '../partner.documents';

const SIZE = 20;
const SORTS: readonly { value: ContractedPartnerSort; label: string }[] = [
  { value: 'NAME', label: 'Name' },
  { value: 'NEWEST', label: 'Recently added' },
  { value: 'OLDEST', label: 'Added longest ago' },
  { value: 'RATING', label: 'Best rated' },
];
const LIMITS = FIELD_LIMITS['GET /v1/contracted-partners'];

/**
 * `/dashboard/contracted-partners`: the company's partners, searched by name, filtered by label,
 * sorted and paged (all in the URL: `?q=&label=&sort=&page=`).
 */
export function ContractedPartnersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const label = params.get('label') ?? '';
  const sort =
    choiceOf(
      SORTS.map((s) => s.value),
      params.get('sort') ?? '',
    ) ?? 'NAME';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const [words, setWords] = useState(q);
  const { data, error, refetch } = useQuery(ContractedPartnersQueryDocument, {
    variables: { search: q || null, label: label || null, sort, page, size: SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const change = (next: Record<string, string>) => {
    const merged = { q, label, sort: sort === 'NAME' ? '' : sort, page: '', ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== '')));
  };
  const labels = data ? [...data.contractedPartnerLabels.reference, ...data.contractedPartnerLabels.own] : [];
  const result = data?.contractedPartners;
  const filtered = q !== '' || label !== '';

  let body;
  if (!result) body = <LoadState error={error} refetch={refetch} label="Loading your contracted partners" />;
  else if (result.items.length === 0)
    body = filtered ? (
      <Text color="fg.muted">No partner matches. Try other words or another label.</Text>
    ) : (
      <Stack gap={2}>
        <Text>You have no contracted partners yet.</Text>
        <Text color="fg.muted">
          Find the companies you work with in <AppLink to={routePath('/search')}>search</AppLink> or on their profiles,
          and choose “Add as contracted partner”.
        </Text>
      </Stack>
    );
  else
    body = (
      <Stack gap={4}>
        <Text color="fg.muted" role="status">
          {`${result.totalElements} ${result.totalElements === 1 ? 'partner' : 'partners'}`}
        </Text>
        <Stack as="ul" gap={3} listStyleType="none" aria-label="Contracted partners">
          {result.items.map((item) => {
            const partner = getFragmentData(ContractedPartnerFieldsFragment, item);
            return <PartnerRow key={partner.id} partner={partner} rating={partner.rating} />;
          })}
        </Stack>
        <Pager
          page={result.page}
          totalPages={result.totalPages}
          hideSinglePage
          onPageChange={(next) => change({ page: next === 0 ? '' : String(next) })}
        />
      </Stack>
    );

  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Contracted partners
          </Heading>
          <Text color="fg.muted">
            The companies your company works with: your colleagues' ratings, notes, labels and documents on each.
          </Text>
        </Stack>
        <Flex gap={4} wrap="wrap" align="flex-end">
          <SearchForm
            searches="Contracted partners"
            label="Search partners"
            name="q"
            placeholder="Company name"
            maxLength={LIMITS.q}
            value={words}
            onChange={setWords}
            onSubmit={(next) => change({ q: next })}
          />
          <SelectField
            label="Label"
            name="label"
            value={label}
            placeholder="Any label"
            options={labels.map((value) => ({ value, label: value }))}
            onChange={(value) => change({ label: value })}
            maxW={{ base: 'full', sm: '16rem' }}
          />
          <SelectField
            label="Sort by"
            name="sort"
            value={sort}
            options={SORTS}
            onChange={(value) => change({ sort: value === 'NAME' ? '' : value })}
            maxW={{ base: 'full', sm: '14rem' }}
          />
        </Flex>
        {body}
      </Stack>
    </PageContainer>
  );
}
