import { Button, Flex, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { graphql } from '../../../__generated__';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { AppLink } from '../../../ui/AppLink';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageContainer } from '../../../ui/PageContainer';
import { SEARCH_PATH } from '../../search';
import { AddAllToWatchlistButton, useWatchedCompanies } from '../../watchlist';
import { CompareTable } from '../components/CompareTable';
import { useCompareList } from '../useCompareList';

export const ComparePageQueryDocument = graphql(`
  query ComparePage {
    compareList {
      capacity
      companies {
        id
        inCompareList
        ...CompareTable_company
      }
    }
  }
`);

/** `/compare`: the viewer's compare list side by side. */
export function ComparePage() {
  const { data, error, refetch } = useQuery(ComparePageQueryDocument, { fetchPolicy: 'cache-and-network' });
  const compare = useCompareList();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const list = data?.compareList;
  const ids = useMemo(() => list?.companies.map((company) => company.id) ?? [], [list]);
  const watched = useWatchedCompanies(ids);

  async function remove(companyId: string) {
    setRemovingId(companyId);
    setErrors([]);
    setErrors((await compare.remove(companyId)) ?? []);
    setRemovingId(null);
  }

  async function clear() {
    setClearing(true);
    setErrors([]);
    const problems = await compare.clear();
    setClearing(false);
    setConfirmingClear(false);
    setErrors(problems ?? []);
  }

  let content: ReactNode;
  if (!list && error) content = <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!list) content = <LoadingRows label="Loading your compare list" rows={2} />;
  else if (list.companies.length === 0)
    content = (
      <Stack gap={2} align="flex-start">
        <Text>Your compare list is empty. Add companies from search results or their profiles.</Text>
        <AppLink to={SEARCH_PATH}>Search companies</AppLink>
      </Stack>
    );
  else
    content = (
      <Stack gap={4}>
        <Flex gap={4} justify="space-between" align="center" wrap="wrap">
          <Switch.Root
            checked={onlyDifferences}
            onCheckedChange={(details) => setOnlyDifferences(details.checked)}
            disabled={list.companies.length < 2}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Only show differences</Switch.Label>
          </Switch.Root>
          <HStack gap={2} wrap="wrap" align="flex-start">
            {/* Another list starts without the last one's "Added …" note. */}
            <AddAllToWatchlistButton key={ids.join(' ')} companyIds={ids} label="Add all to watchlist" />
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmingClear(true)}>
              Clear all
            </Button>
          </HStack>
        </Flex>
        {list.companies.length === 1 ? <Text color="fg.muted">Add another company to see how they differ.</Text> : null}
        <CompareTable
          companies={list.companies}
          onlyDifferences={onlyDifferences}
          removingId={removingId}
          onRemove={(companyId) => void remove(companyId)}
          watched={watched}
        />
      </Stack>
    );

  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Compare companies
          </Heading>
          {list ? (
            <Text color="fg.muted">{`${list.companies.length} of ${list.capacity} companies in your compare list.`}</Text>
          ) : null}
        </Stack>
        {errors.map((message) => (
          <ErrorAlert key={message} message={message} />
        ))}
        {content}
      </Stack>
      <ConfirmDialog
        open={confirmingClear}
        title="Clear your compare list?"
        description="Every company leaves your compare list. You can add them again from search or their profiles."
        confirmLabel="Clear all"
        cancelLabel="Keep them"
        destructive
        confirming={clearing}
        onConfirm={() => void clear()}
        onCancel={() => setConfirmingClear(false)}
      />
    </PageContainer>
  );
}
