import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import {
  RemoveFromWatchlistDocument,
  WatchlistEntriesQueryDocument,
  WatchlistQueryDocument,
} from '../watchlist.documents';

const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'WATCHLIST'] });
const person = (id: string, firstName: string, lastName: string) => ({
  __typename: 'WatchlistPerson',
  id,
  firstName,
  lastName,
});
const folder = (id: string, name: string, access: string, companyCount: number) => ({
  __typename: 'WatchlistFolder',
  id,
  name,
  position: 0,
  companyCount,
  access,
  owner: access === 'OWNER' ? person('1', 'Sam', 'Sponsor') : person('7', 'Olga', 'Owner'),
  shares: [],
});
const watchlist = (folders: unknown[]) => ({
  __typename: 'Watchlist',
  folders,
  capacity: { __typename: 'WatchlistCapacity', folders: 100, companiesPerFolder: 1000 },
});
const OWN = folder('3', 'Oncology CROs', 'OWNER', 1);
const SHARED = folder('4', 'Team picks', 'VIEWER', 1);
const foldersMock: MockLink.MockedResponse = {
  request: { query: WatchlistQueryDocument },
  result: { data: { watchlist: watchlist([OWN, SHARED]) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const entry = (companyId: string, name: string, note: string | null) => ({
  __typename: 'WatchlistEntry',
  companyId,
  companyName: name,
  note,
  addedAt: '2026-11-20T10:00:00.000Z',
  addedBy: person('1', 'Sam', 'Sponsor'),
  company: { __typename: 'Company', id: companyId, alias: name.toLowerCase().replace(/ /g, '-'), name, logoUrl: null },
});
const entriesMock = (folderId: string, items: unknown[]): MockLink.MockedResponse => ({
  request: { query: WatchlistEntriesQueryDocument, variables: { folderId, page: 0, sort: 'NEWEST' } },
  result: {
    data: {
      watchlistEntries: {
        __typename: 'WatchlistEntryPage',
        items,
        page: 0,
        totalElements: items.length,
        totalPages: items.length > 0 ? 1 : 0,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('WatchlistPage', () => {
  it('opens the first folder: its companies with their notes, linked to their profiles', async () => {
    renderApp('/dashboard/watchlist', {
      mocks: [appViewerMock(viewer), foldersMock, entriesMock('3', [entry('11', 'Acme Trials', 'Strong in phase II')])],
    });
    const list = await screen.findByRole('list', { name: 'Companies in Oncology CROs' });
    expect(within(list).getByRole('link', { name: 'Acme Trials' }).getAttribute('href')).toBe('/companies/acme-trials');
    expect(within(list).getByText('Strong in phase II')).toBeDefined();
    expect(screen.getByText('Only you see this folder.')).toBeDefined();
    const folders = within(screen.getByRole('list', { name: 'Your folders' })).getAllByRole('button');
    expect(folders.map((button) => button.textContent)).toEqual([
      'Oncology CROs1 company',
      'Team picks1 companyShared',
    ]);
  });

  it('shows a folder shared to view only without any change, and says who shared it', async () => {
    renderApp('/dashboard/watchlist?folder=4', {
      mocks: [appViewerMock(viewer), foldersMock, entriesMock('4', [entry('12', 'Beta Sites', null)])],
    });
    const list = await screen.findByRole('list', { name: 'Companies in Team picks' });
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.getByText('Shared with you by Olga Owner: you can view it.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Delete folder' })).toBeNull();
  });

  it('removes a company and shows the folder as the answer says', async () => {
    const removed: MockLink.MockedResponse = {
      request: { query: RemoveFromWatchlistDocument, variables: { folderId: '3', companyId: '11' } },
      result: {
        data: {
          removeFromWatchlist: {
            __typename: 'WatchlistEntriesPayload',
            watchlist: watchlist([{ ...OWN, companyCount: 0 }, SHARED]),
            errors: [],
          },
        },
      },
    };
    renderApp('/dashboard/watchlist', {
      mocks: [appViewerMock(viewer), foldersMock, entriesMock('3', [entry('11', 'Acme Trials', null)]), removed],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Acme Trials' }));
    await waitFor(() => expect(screen.getByText('0 companies')).toBeDefined());
  });

  it('says what to do when there is no folder yet', async () => {
    renderApp('/dashboard/watchlist', {
      mocks: [appViewerMock(viewer), { ...foldersMock, result: { data: { watchlist: watchlist([]) } } }],
    });
    expect(await screen.findByText(/You have no folders yet/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Create folder' })).toBeDefined();
  });
});
