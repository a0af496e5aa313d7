import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { buildCompanyProfile } from '../../company/testing/companyFactories';
import { compareStateMock } from '../../compare/testing/compareMocks';
import {
  addToWatchlistMock,
  watchedCompaniesMock,
  watchlistFolder,
  watchlistFoldersMock,
} from '../../watchlist/testing/watchlistMocks';
import { referencesMock, searchMock, searchResult } from '../testing/searchMocks';

const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'COMPARE', 'WATCHLIST'] });
const company = (id: string, name: string) =>
  buildCompanyProfile({ id, name, alias: name.toLowerCase().replace(/ /g, '-') });
const PAGE_ONE = [company('c-1', 'Alpha Trials'), company('c-2', 'Beta Sites'), company('c-3', 'Gamma CRO')];
const PAGE_TWO = [company('c-4', 'Delta Labs')];
const SHORTLIST = watchlistFolder('f-1', 'Shortlist A', 'OWNER', 1);

function openSearch(extra: Parameters<typeof renderApp>[1]['mocks'] = []) {
  const watched = watchedCompaniesMock({ 'c-2': ['f-1'] }, [SHORTLIST]);
  const search = searchMock((input) => ({
    items: (input.page ? PAGE_TWO : PAGE_ONE).map((profile) => searchResult(profile)),
    totalElements: 11,
  }));
  renderApp('/search', {
    mocks: [
      appViewerMock(viewer),
      referencesMock(),
      search.mock,
      compareStateMock([]),
      watched.mock,
      watchlistFoldersMock([SHORTLIST]),
      ...extra,
    ],
  });
  return { watched };
}

/** The result card of the company named `name`. */
const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;

// The whole search page renders (cards with their buttons, the dialog): under a loaded machine
// that takes longer than the default, as SearchPage.test's heaviest cases do.
describe('SearchResults', { timeout: 40_000 }, () => {
  it("marks the companies the viewer's folders keep, from one request for the whole page", async () => {
    const { watched } = openSearch();

    const link = await screen.findByRole('link', { name: 'Shortlist A' });
    expect(link.getAttribute('href')).toBe('/dashboard/watchlist?folder=f-1');
    expect(within(card('Beta Sites')).getByText(/^In/).textContent).toBe('In Shortlist A');
    expect(within(card('Alpha Trials')).queryByText(/^In /)).toBeNull();
    expect(watched.requests).toEqual([['c-1', 'c-2', 'c-3']]);
  });

  it('adds the selected companies to a folder in one call and marks them', async () => {
    const added = addToWatchlistMock('f-1', ['c-1', 'c-2', 'c-3'], [{ ...SHORTLIST, companyCount: 3 }]);
    const { watched } = openSearch([added]);
    await screen.findByRole('link', { name: 'Shortlist A' });

    for (const name of ['Gamma CRO', 'Alpha Trials', 'Beta Sites'])
      fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    const bar = await screen.findByRole('region', { name: 'Selected companies' });
    expect(within(bar).getByText('3 selected')).toBeDefined();
    fireEvent.click(within(bar).getByRole('button', { name: 'Add to watchlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 3 companies to your watchlist' });
    await waitFor(() => expect((within(dialog).getByLabelText('Folder') as HTMLSelectElement).value).toBe('f-1'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await within(bar).findByText(/^Added 3 companies to Shortlist A\./)).toBeDefined();
    expect(within(bar).getByRole('link', { name: 'Open the folder' }).getAttribute('href')).toBe(
      '/dashboard/watchlist?folder=f-1',
    );
    // The marks come from the answer, without asking for the flags again.
    await waitFor(() =>
      expect(within(card('Alpha Trials')).queryByRole('link', { name: 'Shortlist A' })).not.toBeNull(),
    );
    expect(within(card('Gamma CRO')).getByRole('link', { name: 'Shortlist A' })).toBeDefined();
    expect(watched.requests).toHaveLength(1);
  });

  it('empties the selection when Clear is pressed', async () => {
    openSearch();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Alpha Trials' }));
    expect(await screen.findByText('1 selected')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Clear the selection' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected companies' })).toBeNull());
    expect((screen.getByRole('checkbox', { name: 'Select Alpha Trials' }) as HTMLInputElement).checked).toBe(false);
  });

  it('starts a new selection when another page of results is shown', async () => {
    openSearch();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Beta Sites' }));
    expect(await screen.findByText('1 selected')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));

    await screen.findByRole('link', { name: 'Delta Labs' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Selected companies' })).toBeNull();
  });
});
