import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { buildCompanyProfile } from '../../company/testing/companyFactories';
import { compareStateMock } from '../../compare/testing/compareMocks';
import { referencesMock, searchMock, searchResult } from '../../search/testing/searchMocks';
import { watchedCompaniesMock } from '../../watchlist/testing/watchlistMocks';
import { SavedSearchNewMatchesQueryDocument } from '../savedSearch.documents';

const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'WATCHLIST'] });
const SINCE = '2026-11-20T06:00:00.000Z';
const ACME = buildCompanyProfile({ id: 'company-11', name: 'Acme Trials', alias: 'acme-trials' });
const BETA = buildCompanyProfile({ id: 'company-12', name: 'Beta Sites', alias: 'beta-sites' });
const newMatchesMock: MockLink.MockedResponse = {
  request: { query: SavedSearchNewMatchesQueryDocument, variables: { id: '4', since: SINCE } },
  // Acme on this page, another new company on another page.
  result: { data: { savedSearchNewMatches: ['company-11', 'company-30'] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const open = (url: string) =>
  renderApp(url, {
    mocks: [
      appViewerMock(viewer),
      referencesMock(),
      searchMock(() => ({ items: [searchResult(ACME), searchResult(BETA)], totalElements: 12 })).mock,
      compareStateMock([]),
      watchedCompaniesMock({}, []).mock,
      newMatchesMock,
    ],
  });
const card = async (name: string) => (await screen.findByRole('link', { name })).closest('article') as HTMLElement;

describe('new matches of a saved search on the search page', () => {
  it("marks the companies a saved search's link names as new, and says where the others are", async () => {
    open(`/search?searchString=trials&savedSearch=4&since=${encodeURIComponent(SINCE)}`);
    expect(
      await screen.findByText(/^2 new companies since .*: 1 on this page, marked “New”; the others/),
    ).toBeDefined();
    expect(within(await card('Acme Trials')).getByText('New')).toBeDefined();
    expect(within(await card('Beta Sites')).queryByText('New')).toBeNull();
  });

  it('marks nothing without a saved search in the link', async () => {
    open('/search?searchString=trials');
    expect(await card('Acme Trials')).toBeDefined();
    expect(screen.queryByText('New')).toBeNull();
    expect(screen.queryByText(/new compan/)).toBeNull();
  });
});
