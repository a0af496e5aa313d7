import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import '../../../test/resizeObserver';
import { buildSummary, filterOptionsMock, requestsPageMock, teaserOf } from '../testing/requestsMocks';

const poster = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'REQUESTS'] });
const many = Array.from({ length: 20 }, (_, index) =>
  buildSummary({ id: `request-${index + 1}`, title: `Request ${index + 1}` }),
);

describe('RequestsPage', () => {
  it('shows visitors the public titles and kinds, a way to join, and no scopes', async () => {
    renderApp('/requests', {
      mocks: [
        appViewerMock(null),
        filterOptionsMock,
        requestsPageMock([teaserOf(buildSummary())], { signedIn: false }),
      ],
    });

    const list = await screen.findByRole('list', { name: 'Requests' });
    const card = within(list).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Phase 2 sites for NSCLC' }).getAttribute('href')).toBe(
      '/requests/request-1',
    );
    expect(within(card).getByText('Clinical trial site')).toBeDefined();
    expect(within(card).queryByText('Helixa Biotherapeutics')).toBeNull();
    expect(screen.getByRole('link', { name: 'Join Trialbridge' })).toBeDefined();
    expect(screen.queryByRole('group', { name: 'Which requests' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Post a request' })).toBeNull();
  });

  it('lists a member’s requests with company, deadline and paging, and switches scope', async () => {
    const { router } = renderApp('/requests', {
      mocks: [
        appViewerMock(poster),
        filterOptionsMock,
        requestsPageMock(many, { totalElements: 134 }),
        requestsPageMock([], { search: 'scope=my' }),
      ],
    });

    const list = await screen.findByRole('list', { name: 'Requests' });
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    expect(within(list).getAllByText('Helixa Biotherapeutics')).toHaveLength(20);
    expect(screen.getByText('Showing 1–20 of 134')).toBeDefined();
    expect(within(list).getAllByText('2 responses')).toHaveLength(20);

    fireEvent.click(screen.getByRole('button', { name: 'My requests' }));
    expect(await screen.findByText('You have not posted a request yet.')).toBeDefined();
    expect(currentUrl(router)).toBe('/requests?scope=my');
    expect(screen.getByRole('button', { name: 'My requests' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('link', { name: 'Post a request' }).length).toBeGreaterThan(0);
  });

  it('searches once typing pauses, from the first page', async () => {
    const { router } = renderApp('/requests?page=1', {
      mocks: [
        appViewerMock(poster),
        filterOptionsMock,
        requestsPageMock(many, { search: 'page=1', totalElements: 40 }),
        requestsPageMock([buildSummary({ title: 'Lung sites' })], { search: 'q=lung' }),
      ],
    });

    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search requests' }), {
      target: { value: ' lung ' },
    });
    expect(await screen.findByRole('link', { name: 'Lung sites' })).toBeDefined();
    await waitFor(() => expect(currentUrl(router)).toBe('/requests?q=lung'));
  });
});
