import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderRoutes } from '../../../test/renderRoutes';
import {
  CheckSavedSearchDocument,
  DeleteSavedSearchDocument,
  RenameSavedSearchDocument,
  SavedSearchesQueryDocument,
} from '../savedSearch.documents';
import { SavedSearchList } from './SavedSearchList';

const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'WATCHLIST'] });
const savedSearch = (id: string, name: string, lastNewMatches = 0) => ({
  __typename: 'SavedSearch' as const,
  id,
  name,
  url: `/search?searchString=${encodeURIComponent(name)}`,
  createdAt: '2026-11-01T09:00:00.000Z',
  checkedAt: '2026-11-20T06:00:00.000Z',
  lastNewMatches,
  lastNewMatchesUrl:
    lastNewMatches > 0 ? `/search?searchString=x&savedSearch=${id}&since=2026-11-20T06:00:00.000Z` : null,
});
const ONCOLOGY = savedSearch('4', 'Oncology CROs', 2);
const SITES = savedSearch('5', 'Sites in Spain');
const listMock = (items: unknown[]): MockLink.MockedResponse => ({
  request: { query: SavedSearchesQueryDocument },
  result: { data: { savedSearches: { __typename: 'SavedSearchList', items, capacity: 25 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const errors = (list: { code: string; field: string | null; message: string }[] = []) =>
  list.map((error) => ({ __typename: 'UserError', ...error }));
const show = (mocks: MockLink.MockedResponse[]) =>
  renderRoutes('/saved', [{ path: '/saved', element: <SavedSearchList /> }], [appViewerMock(viewer), ...mocks]);

describe('SavedSearchList', () => {
  it('says how to save one when there is none', async () => {
    show([listMock([])]);
    expect(
      await screen.findByText(
        (_, element) => element?.textContent === 'No saved searches yet. Save one from the search page.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'the search page' }).getAttribute('href')).toBe('/search');
  });

  it('links each search, and the last check’s new companies to the search marking them', async () => {
    show([listMock([ONCOLOGY, SITES])]);
    const list = await screen.findByRole('list', { name: 'Your saved searches' });
    expect(within(list).getByRole('link', { name: 'Oncology CROs' }).getAttribute('href')).toBe(ONCOLOGY.url);
    expect(within(list).getByRole('link', { name: '2 new companies at the last check' }).getAttribute('href')).toBe(
      ONCOLOGY.lastNewMatchesUrl,
    );
    expect(within(list).getAllByRole('link')).toHaveLength(3);
  });

  it('renames in a dialog, and shows a taken name’s refusal there', async () => {
    const taken = 'You already have a saved search named "Sites in Spain". Choose another name.';
    const renameMock = (name: string, answer: object): MockLink.MockedResponse => ({
      request: { query: RenameSavedSearchDocument, variables: { id: '4', name } },
      result: { data: { renameSavedSearch: { __typename: 'RenameSavedSearchPayload', ...answer } } },
    });
    show([
      listMock([ONCOLOGY, SITES]),
      renameMock('Sites in Spain', {
        savedSearch: null,
        errors: errors([{ code: 'SAVED_SEARCH_EXISTS', field: 'name', message: taken }]),
      }),
      renameMock('Oncology sites', { savedSearch: { ...ONCOLOGY, name: 'Oncology sites' }, errors: [] }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Oncology CROs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Oncology CROs' });
    const name = within(dialog).getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Sites in Spain' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText(taken)).toBeDefined();
    fireEvent.change(name, { target: { value: ' Oncology sites ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('link', { name: 'Oncology sites' })).toBeDefined();
  });

  it('deletes only after confirming, and the search leaves the list', async () => {
    const deleted: MockLink.MockedResponse = {
      request: { query: DeleteSavedSearchDocument, variables: { id: '5' } },
      result: { data: { deleteSavedSearch: { __typename: 'DeleteSavedSearchPayload', deletedId: '5', errors: [] } } },
    };
    show([listMock([ONCOLOGY, SITES]), deleted]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Sites in Spain' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Sites in Spain?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Sites in Spain' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Sites in Spain' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete saved search' }),
    );
    // The open dialog hides the page from the accessibility tree: look once it has closed.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sites in Spain' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Oncology CROs' })).toBeDefined();
  });

  it('checks now and says what it found', async () => {
    const checked: MockLink.MockedResponse = {
      request: { query: CheckSavedSearchDocument, variables: { id: '5' } },
      result: {
        data: {
          checkSavedSearch: {
            __typename: 'CheckSavedSearchPayload',
            newMatches: 1,
            savedSearch: { ...SITES, lastNewMatches: 1, lastNewMatchesUrl: '/search?savedSearch=5&since=x' },
            errors: [],
          },
        },
      },
    };
    show([listMock([ONCOLOGY, SITES]), checked]);
    fireEvent.click(await screen.findByRole('button', { name: 'Check Sites in Spain now' }));
    expect(await screen.findByText('1 new company. You have a notification.')).toBeDefined();
    expect(screen.getByRole('link', { name: '1 new company at the last check' })).toBeDefined();
  });
});
