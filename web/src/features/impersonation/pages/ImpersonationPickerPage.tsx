import { Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { DASHBOARD_PATH } from '../../../shared/paths';
import { useSession } from '../../../shared/session/useViewer';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { FormField } from '../../../ui/FormField';
import { PageContainer } from '../../../ui/PageContainer';
import { useFormFeedback } from '../../../ui/useMutationForm';
import { AppLink } from '../../../ui/AppLink';
import { EVIDENCE_REVIEW_PATH } from '../../evidence';
import { ImpersonationChangeFragment } from '../components/ImpersonationBanner';
import { ImpersonationTargetsResults } from '../components/ImpersonationTargetsResults';
import { readPickerParams, writePickerParams } from '../pickerParams';

export const ImpersonationPickerPageQueryDocument = graphql(`
  query ImpersonationPickerPage($search: String, $page: PageInput) {
    impersonationTargets(search: $search, page: $page) {
      items {
        id
        ...ImpersonationTargetsTable_user
      }
      page
      size
      totalElements
      totalPages
    }
  }
`);

export const ImpersonationPickerPageStartDocument = graphql(`
  mutation ImpersonationPickerPageStart($userId: ID!) {
    startImpersonation(userId: $userId) {
      ...ImpersonationChange_payload
    }
  }
`);

export const PICKER_PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;

/** `/impersonate`: an admin picks the user to act as (search and paging live in the URL). */
export function ImpersonationPickerPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { search, page } = readPickerParams(searchParams);
  const [searchInput, setSearchInput] = useState(search);
  const debouncedSearch = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [pendingUserId, setPendingUserId] = useState<string | null>(null);
  const feedback = useFormFeedback();
  const [start] = useMutation(ImpersonationPickerPageStartDocument);

  // The URL holds the search. Typing updates it (debounced) and starts again from the first
  // page; moving through history updates the field. `applied` is the last value in sync.
  const applied = useRef(search);
  useEffect(() => {
    if (debouncedSearch === applied.current) return;
    applied.current = debouncedSearch;
    if (debouncedSearch !== search)
      setSearchParams(writePickerParams({ search: debouncedSearch, page: 0 }), { replace: true });
  }, [debouncedSearch, search, setSearchParams]);
  useEffect(() => {
    if (search === applied.current) return;
    applied.current = search;
    setSearchInput(search);
  }, [search]);

  const { data, previousData, loading, error, refetch } = useQuery(ImpersonationPickerPageQueryDocument, {
    variables: { search: search || null, page: { page, size: PICKER_PAGE_SIZE } },
  });

  async function handleActAs(userId: string) {
    setPendingUserId(userId);
    const outcome = await feedback.run(async () =>
      getFragmentData(ImpersonationChangeFragment, (await start({ variables: { userId } })).data?.startImpersonation),
    );
    if ('ok' in outcome) {
      await refresh().catch(() => undefined);
      await navigate(DASHBOARD_PATH);
    }
    setPendingUserId(null);
  }

  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Choose a user to act as
          </Heading>
          <Text color="fg.muted" maxW="3xl">
            As an administrator, you use the platform by acting as one of its users. Pick the user whose account you
            need; everything you do is recorded against both of you.
          </Text>
          <Text>
            <AppLink to={EVIDENCE_REVIEW_PATH}>Review evidence of profile claims</AppLink>
          </Text>
        </Stack>
        <ErrorAlerts messages={feedback.errors} />
        <FormField label="Search users" helperText="Search by name, email or company.">
          <Input
            type="search"
            name="search"
            maxW="md"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
          />
        </FormField>
        <ImpersonationTargetsResults
          targets={(data ?? previousData)?.impersonationTargets}
          loading={loading}
          error={data ? undefined : error}
          onRetry={() => void refetch().catch(() => undefined)}
          search={search}
          pendingUserId={pendingUserId}
          onActAs={(userId) => void handleActAs(userId)}
          onPageChange={(next) => setSearchParams(writePickerParams({ search, page: next }))}
        />
      </Stack>
    </PageContainer>
  );
}
