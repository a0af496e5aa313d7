import { Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { RequestResponseSort } from '../../../__generated__/graphql';
import { LoadState } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { BELOW_DESKTOP_QUERY, useCompactLayout } from '../../../ui/useCompactLayout';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { SelectField } from '../../../ui/SelectField';
import { DeclineDialog } from './DeclineDialog';
import { RatingStars } from './RatingStars';
import { ResponseActions } from './ResponseActions';
import { ResponseFieldsFragment } from './responseFields';
import { ResponseCards, ResponseTable } from './ResponseRows';
import { useResponseDecisions } from './useResponseDecisions';

export const ResponseGridDocument = graphql(`
  query ResponseGrid($requestId: ID!, $page: Int!, $size: Int!, $sort: RequestResponseSort!) {
    requestResponses(requestId: $requestId, page: $page, size: $size, sort: $sort) {
      page
      size
      totalElements
      totalPages
      items {
        id
        ...ResponseFields_response
      }
    }
  }
`);

export const GRID_PAGE_SIZE = 20;

const SORTS: { value: RequestResponseSort; label: string }[] = [
  { value: 'CREATED_AT_ASC', label: 'Oldest first' },
  { value: 'CREATED_AT_DESC', label: 'Newest first' },
  { value: 'PRICE_ASC', label: 'Lowest price' },
  { value: 'PRICE_DESC', label: 'Highest price' },
  { value: 'RATING_DESC', label: 'Best rated' },
  { value: 'RATING_ASC', label: 'Lowest rated' },
];
const isSort = (value: string): value is RequestResponseSort => SORTS.some((sort) => sort.value === value);

export interface ResponseGridProps {
  requestId: string;
  /** The viewer may decide (not while an admin acts as them). */
  canManage: boolean;
  /** The request may be awarded (open or closed). */
  canAward: boolean;
}

type Target = { responseId: string; companyName: string };

/**
 * The poster's comparison: every response side by side (a table from 1024 px, cards below), sorted
 * and paged; stars, shortlist, decline (with a reason) and award (after a confirmation) per row.
 */
export function ResponseGrid({ requestId, canManage, canAward }: ResponseGridProps) {
  const [sort, setSort] = useState<RequestResponseSort>('CREATED_AT_ASC');
  const [page, setPage] = useState(0);
  const [declining, setDeclining] = useState<Target | null>(null);
  const [awarding, setAwarding] = useState<Target | null>(null);
  const narrow = useCompactLayout(BELOW_DESKTOP_QUERY);
  const decisions = useResponseDecisions(requestId);
  const { data, error, refetch } = useQuery(ResponseGridDocument, {
    variables: { requestId, page, size: GRID_PAGE_SIZE, sort },
  });
  const grid = data?.requestResponses;
  if (!data) return <LoadState error={error} refetch={refetch} label="Loading the responses" />;
  if (!grid || grid.totalElements === 0) return <Text>No responses yet.</Text>;

  const rows = grid.items.map((item) => getFragmentData(ResponseFieldsFragment, item));
  const Rows = narrow ? ResponseCards : ResponseTable;
  const first = grid.page * grid.size + 1;
  const last = Math.min((grid.page + 1) * grid.size, grid.totalElements);
  return (
    <Stack gap={4}>
      <Flex justify="space-between" align="flex-end" gap={3} wrap="wrap">
        <Text color="fg.muted" aria-live="polite">{`Showing ${first}–${last} of ${grid.totalElements}`}</Text>
        <SelectField
          label="Sort responses"
          size="sm"
          width="auto"
          value={sort}
          options={SORTS}
          onChange={(value) => {
            if (isSort(value)) setSort(value);
            setPage(0);
          }}
        />
      </Flex>
      <ErrorAlerts messages={decisions.errors.map((item) => item.message)} />
      <Rows
        rows={rows}
        rating={(row) => (
          <RatingStars
            companyName={row.company.name}
            rating={row.posterRating}
            disabled={decisions.pendingId === row.id}
            onRate={canManage ? (rating) => void decisions.rate(row.id, rating) : undefined}
          />
        )}
        actions={(row) => (
          <ResponseActions
            response={row}
            canManage={canManage}
            canAward={canAward}
            pending={decisions.pendingId === row.id}
            onShortlist={(on) => void decisions.toggleShortlist(row.id, on)}
            onDecline={() => setDeclining({ responseId: row.id, companyName: row.company.name })}
            onAward={() => setAwarding({ responseId: row.id, companyName: row.company.name })}
          />
        )}
      />
      <Pager page={grid.page} totalPages={grid.totalPages} onPageChange={setPage} hideSinglePage />
      <DeclineDialog
        target={declining}
        declining={decisions.declining}
        onDecline={decisions.decline}
        onClose={() => setDeclining(null)}
      />
      <ConfirmDialog
        open={awarding !== null}
        title={`Award the request to ${awarding?.companyName ?? ''}?`}
        description="The request closes as awarded. Every other company that responded is told it was not selected."
        confirmLabel="Award"
        cancelLabel="Cancel"
        confirming={decisions.awarding}
        onConfirm={() => {
          if (awarding) void decisions.award(awarding.responseId);
          setAwarding(null);
        }}
        onCancel={() => setAwarding(null)}
      />
    </Stack>
  );
}
