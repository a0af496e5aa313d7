import type { MockLink } from '@apollo/client/testing';
import {
  CompareListAddDocument,
  CompareListClearDocument,
  CompareListRemoveDocument,
  CompareListStateDocument,
} from '../useCompareList';

/** The viewer's compare list as the state query and the mutations answer it. */
export function compareListData(ids: readonly string[], capacity = 4) {
  return {
    __typename: 'CompareList' as const,
    capacity,
    companies: ids.map((id) => ({ __typename: 'Company' as const, id, inCompareList: true })),
  };
}

export function compareStateMock(ids: readonly string[], capacity = 4): MockLink.MockedResponse {
  return {
    request: { query: CompareListStateDocument },
    result: { data: { compareList: compareListData(ids, capacity) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

type Change = 'add' | 'remove' | 'clear';

/** A change to the list answering the list after it (or a user error). */
export function compareChangeMock(
  change: Change,
  companyId: string | null,
  after: readonly string[],
  errors: ReadonlyArray<{ code: string; message: string }> = [],
): MockLink.MockedResponse {
  const payload = {
    __typename: 'CompareListPayload' as const,
    compareList: errors.length > 0 ? null : compareListData(after),
    errors: errors.map((error) => ({ __typename: 'UserError' as const, field: null, ...error })),
  };
  if (change === 'clear')
    return { request: { query: CompareListClearDocument }, result: { data: { clearCompareList: payload } } };
  const query = change === 'add' ? CompareListAddDocument : CompareListRemoveDocument;
  const field = change === 'add' ? 'addToCompareList' : 'removeFromCompareList';
  return { request: { query, variables: { companyId } }, result: { data: { [field]: payload } } };
}
