import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../shared/routing/routeTypes';
import { buildSubscription, buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { watchlistFolder, watchlistFoldersMock } from '../testing/watchlistMocks';
import { AddToWatchlistDocument } from '../watchlist.documents';
import { AddAllToWatchlistButton } from './AddToWatchlistButton';

const LIMIT = 'Explorer keeps up to 10 companies in a folder. Upgrade to Innovator to keep up to 1,000.';

const page: AppRoute = {
  path: '/',
  page: () => <AddAllToWatchlistButton companyIds={['3', '4']} label="Add all to watchlist" />,
  needsLogin: false,
  skipLoading: true,
  seo: { title: 'Add to watchlist', description: 'A list’s watchlist button.' },
};

const explorer = buildViewer({
  permissions: ['WATCHLIST'],
  subscription: buildSubscription({ plan: 'EXPLORER', period: null }),
});
const refused: MockLink.MockedResponse = {
  request: { query: AddToWatchlistDocument, variables: { folderId: 'f-1', companyIds: ['3', '4'] } },
  result: {
    data: {
      addToWatchlist: {
        __typename: 'WatchlistEntriesPayload',
        watchlist: null,
        errors: [{ __typename: 'UserError', code: 'EXPLORER_LIMIT', field: 'companyIds', message: LIMIT }],
      },
    },
  },
};

describe('AddAllToWatchlistButton', () => {
  it("closes its dialog for spec §4's Explorer modal, with the api's words, when Explorer's folder is full", async () => {
    renderApp('/', {
      mocks: [
        appViewerMock(explorer),
        watchlistFoldersMock([watchlistFolder('f-1', 'Shortlist', 'OWNER', 9)]),
        refused,
      ],
      routes: [page],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Add all to watchlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 2 companies to your watchlist' });
    await waitFor(() => expect((within(dialog).getByLabelText('Folder') as HTMLSelectElement).value).toBe('f-1'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    const modal = await screen.findByRole('dialog', { name: 'Upgrade to Innovator' });
    expect(within(modal).getByText(LIMIT)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add 2 companies to your watchlist' })).toBeNull());
    expect(screen.queryByText(/^Added/)).toBeNull();
  });
});
