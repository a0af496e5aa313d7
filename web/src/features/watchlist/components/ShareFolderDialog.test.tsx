import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { buildUser, buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import {
  type TestWatchlistFolder,
  watchlistData,
  watchlistFolder,
  watchlistFoldersMock,
  watchlistPerson,
  watchlistShare,
} from '../testing/watchlistMocks';
import { ShareWatchlistFolderDocument, WatchlistEntriesQueryDocument } from '../watchlist.documents';
import { ShareFolderColleaguesDocument } from './ShareFolderDialog';

const viewer = buildViewer({
  permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'WATCHLIST'],
  user: buildUser({ id: '1', firstName: 'Sam', lastName: 'Sponsor' }),
});
const DANA = watchlistPerson('2', 'Dana', 'Member');
const ELI = watchlistPerson('3', 'Eli', 'Editor');
const VIC = watchlistPerson('4', 'Vic', 'Viewer');

const member = (person: { id: string; firstName: string; lastName: string }, jobTitle: string | null = null) => ({
  __typename: 'CompanyMember' as const,
  id: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  jobTitle,
});
const colleaguesMock: MockLink.MockedResponse = {
  request: { query: ShareFolderColleaguesDocument, variables: { alias: 'northwind-trials' } },
  result: {
    data: {
      company: {
        __typename: 'Company',
        id: 'company-1',
        // The viewer is among the company's members: the dialog leaves them out.
        members: [member(viewer.user ?? DANA), member(DANA, 'Study manager'), member(ELI), member(VIC)],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const emptyFolder = (folderId: string): MockLink.MockedResponse => ({
  request: { query: WatchlistEntriesQueryDocument, variables: { folderId, page: 0, sort: 'NEWEST' } },
  result: {
    data: {
      watchlistEntries: { __typename: 'WatchlistEntryPage', items: [], page: 0, totalElements: 0, totalPages: 0 },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const open = (folder: TestWatchlistFolder, extra: MockLink.MockedResponse[] = []) =>
  renderApp(`/dashboard/watchlist?folder=${folder.id}`, {
    mocks: [appViewerMock(viewer), watchlistFoldersMock([folder]), emptyFolder(folder.id), ...extra],
  });

describe('ShareFolderDialog', () => {
  it("saves each colleague's chosen access and shows the folder's new shares", async () => {
    const own = watchlistFolder('3', 'Oncology CROs', 'OWNER', 0, { shares: [watchlistShare(VIC, 'VIEWER')] });
    const shared = {
      ...own,
      shares: [watchlistShare(ELI, 'EDITOR'), watchlistShare(DANA, 'VIEWER')],
    };
    const saved: MockLink.MockedResponse = {
      request: {
        query: ShareWatchlistFolderDocument,
        // In the dialog's order (by last name); Vic, no longer shared, is left out.
        variables: {
          id: '3',
          shares: [
            { userId: '3', role: 'EDITOR' },
            { userId: '2', role: 'VIEWER' },
          ],
        },
      },
      result: {
        data: {
          shareWatchlistFolder: { __typename: 'WatchlistPayload', watchlist: watchlistData([shared]), errors: [] },
        },
      },
    };
    open(own, [colleaguesMock, saved]);
    expect(await screen.findByText('Shared with Vic Viewer (viewer).')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Oncology CROs' });
    const access = (name: string) => within(dialog).findByRole('combobox', { name: `Access for ${name}` });
    expect(((await access('Vic Viewer')) as HTMLSelectElement).value).toBe('VIEWER');
    expect(within(dialog).queryByRole('combobox', { name: 'Access for Sam Sponsor' })).toBeNull();
    fireEvent.change(await access('Dana Member'), { target: { value: 'VIEWER' } });
    fireEvent.change(await access('Eli Editor'), { target: { value: 'EDITOR' } });
    fireEvent.change(await access('Vic Viewer'), { target: { value: 'NONE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Shared with Eli Editor (editor), Dana Member (viewer).')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share Oncology CROs' })).toBeNull());
  });

  it("shows the api's refusal in the dialog and keeps it open", async () => {
    const own = watchlistFolder('3', 'Oncology CROs', 'OWNER', 0);
    const refused: MockLink.MockedResponse = {
      request: {
        query: ShareWatchlistFolderDocument,
        variables: { id: '3', shares: [{ userId: '2', role: 'EDITOR' }] },
      },
      result: {
        data: {
          shareWatchlistFolder: {
            __typename: 'WatchlistPayload',
            watchlist: watchlistData([own]),
            errors: [
              {
                __typename: 'UserError',
                code: 'BAD_USER_INPUT',
                field: 'shares.0.userId',
                message: 'Share a folder with active colleagues of your company only.',
              },
            ],
          },
        },
      },
    };
    open(own, [colleaguesMock, refused]);

    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Oncology CROs' });
    fireEvent.change(await within(dialog).findByRole('combobox', { name: 'Access for Dana Member' }), {
      target: { value: 'EDITOR' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('Share a folder with active colleagues of your company only.'),
    ).toBeDefined();
  });

  it('tells an editor what they may do and who else may change the folder, without owner actions', async () => {
    const folder = watchlistFolder('5', 'Team picks', 'EDITOR', 0, {
      shares: [watchlistShare(watchlistPerson('1', 'Sam', 'Sponsor'), 'EDITOR'), watchlistShare(ELI, 'EDITOR')],
    });
    open(folder);

    expect(
      await screen.findByText('Shared with you by Olga Owner: you can add, note, move and remove its companies.'),
    ).toBeDefined();
    expect(screen.getByText('Olga Owner and Eli Editor can change it too.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete folder' })).toBeNull();
  });

  it('tells a viewer who may change the folder they can only view', async () => {
    open(watchlistFolder('6', 'Shortlist', 'VIEWER', 0, { shares: [watchlistShare(DANA, 'EDITOR')] }));

    expect(await screen.findByText('Shared with you by Olga Owner: you can view it.')).toBeDefined();
    expect(screen.getByText('Olga Owner and Dana Member can change it.')).toBeDefined();
    expect(await screen.findByText('No companies in this folder yet.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
