import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../../__generated__';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { SearchForm } from '../../../ui/SearchForm';
import { SectionCard } from '../../../ui/SectionCard';
import { SelectField } from '../../../ui/SelectField';
import { MEMBER_SEARCH_MAX_LENGTH, roleOf, statusOf } from '../memberFilters';
import type { MemberFilters } from '../memberFilters';
import { MembersTable } from './MembersTable';

export const MembersSectionQueryDocument = graphql(`
  query MembersSection($search: String, $role: CompanyUserRole, $status: MemberStatus, $page: Int, $size: Int) {
    companyMembers(search: $search, role: $role, status: $status, page: $page, size: $size) {
      items {
        id
        ...MembersTable_member
      }
      page
      size
      totalElements
      totalPages
    }
  }
`);

export const MEMBERS_PAGE_SIZE = 20;
/** How long typing must pause before the list is searched (and the URL follows). */
export const MEMBER_SEARCH_DEBOUNCE_MS = 300;

const ROLE_OPTIONS = [
  { value: 'COMPANY_ADMIN', label: 'Company admins' },
  { value: 'MEMBER', label: 'Members' },
];
const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'DEACTIVATED', label: 'Deactivated' },
];

export interface MembersSectionProps {
  /** From the URL. */
  filters: MemberFilters;
  /** A change of words, role, state or page (the page goes back to the first on any other change). */
  onFiltersChange: (filters: MemberFilters) => void;
}

/** "Members": searched as you type, filtered by role and state, paged; all of it in the URL. */
export function MembersSection({ filters, onFiltersChange }: MembersSectionProps) {
  const [words, setWords] = useState(filters.q);
  const debounced = useDebouncedValue(words.trim(), MEMBER_SEARCH_DEBOUNCE_MS);
  const [done, setDone] = useState('');
  const { data, previousData, loading, error, refetch } = useQuery(MembersSectionQueryDocument, {
    variables: {
      search: filters.q || null,
      role: filters.role,
      status: filters.status,
      page: filters.page,
      size: MEMBERS_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });

  // Typing searches once it pauses (one history entry per search, not per key).
  useEffect(() => {
    if (debounced !== filters.q) onFiltersChange({ ...filters, q: debounced, page: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled change of the words
  }, [debounced]);
  // The URL's words changed by back, forward or a link (not by typing): the field follows.
  const [urlWords, setUrlWords] = useState(filters.q);
  if (filters.q !== urlWords) {
    setUrlWords(filters.q);
    if (filters.q !== debounced) setWords(filters.q);
  }

  const result = (data ?? previousData)?.companyMembers;
  const filtered = filters.q !== '' || filters.role !== null || filters.status !== null;
  const changed = (message: string) => {
    setDone(message);
    void refetch().catch(() => undefined);
  };

  let body;
  if (!result && error)
    body = (
      <LoadError
        error={error}
        title="We couldn't load the members."
        size="sm"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  else if (!result) body = <LoadingRows label="Loading the members" shape="field" />;
  else if (result.items.length === 0)
    body = (
      <Text color="fg.muted">
        {filtered ? 'No member matches. Try other words or filters.' : 'Your company has no members yet.'}
      </Text>
    );
  else
    body = (
      <Stack gap={4} aria-busy={loading} opacity={loading && !data ? 0.6 : 1}>
        <Text color="fg.muted">{`${result.totalElements} ${result.totalElements === 1 ? 'member' : 'members'}`}</Text>
        <MembersTable members={result.items} onChanged={changed} />
        <Pager
          page={result.page}
          totalPages={result.totalPages}
          hideSinglePage
          onPageChange={(page) => onFiltersChange({ ...filters, page })}
        />
      </Stack>
    );

  return (
    <SectionCard title="Members">
      <Stack gap={5}>
        <Flex gap={4} wrap="wrap" align="flex-end">
          <Box flex="1 1 18rem" maxW={{ base: 'full', md: '28rem' }}>
            <SearchForm
              searches="Members"
              label="Search members"
              name="q"
              placeholder="Name or email"
              maxLength={MEMBER_SEARCH_MAX_LENGTH}
              value={words}
              onChange={setWords}
              onSubmit={(q) => onFiltersChange({ ...filters, q, page: 0 })}
            />
          </Box>
          <Box w={{ base: 'full', sm: '12rem' }}>
            <SelectField
              label="Role"
              name="role"
              placeholder="Any role"
              value={filters.role ?? ''}
              options={ROLE_OPTIONS}
              onChange={(value) => onFiltersChange({ ...filters, role: roleOf(value), page: 0 })}
            />
          </Box>
          <Box w={{ base: 'full', sm: '12rem' }}>
            <SelectField
              label="Status"
              name="status"
              placeholder="Any status"
              value={filters.status ?? ''}
              options={STATUS_OPTIONS}
              onChange={(value) => onFiltersChange({ ...filters, status: statusOf(value), page: 0 })}
            />
          </Box>
        </Flex>
        <Text role="status" aria-live="polite" color="fg.success" fontWeight="medium" _empty={{ display: 'none' }}>
          {done}
        </Text>
        {body}
      </Stack>
    </SectionCard>
  );
}
