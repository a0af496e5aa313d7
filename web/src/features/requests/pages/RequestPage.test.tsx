import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import '../../../test/resizeObserver';
import { CloseRequestDocument } from '../requestMutations';
import { buildRequest, requestPageMock, userErrors } from '../testing/requestsMocks';

const member = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'REQUESTS'] });

describe('RequestPage', () => {
  it('shows a member every field of the kind, without the poster’s actions', async () => {
    renderApp('/requests/request-1', { mocks: [appViewerMock(member), requestPageMock(buildRequest())] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Phase 2 sites for NSCLC' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Helixa Biotherapeutics' }).getAttribute('href')).toBe('/companies/helixa');
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Oncology')).toBeDefined();
    expect(within(details).getByText('Germany')).toBeDefined();
    expect(within(details).getByText('Phase 2')).toBeDefined();
    expect(within(details).getByText('240')).toBeDefined();
    expect(screen.getByText('Experienced oncology sites.')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('offers the poster’s company edit, publish and delete on a draft', async () => {
    renderApp('/requests/request-1', {
      mocks: [
        appViewerMock(member),
        requestPageMock(buildRequest({ status: 'DRAFT', isOwnCompany: true, canEdit: true, publishedAt: null })),
      ],
    });

    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe('/requests/request-1/edit');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Delete draft' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Close request' })).toBeNull();
  });

  it('closes an open request after asking, and says why when it changed meanwhile', async () => {
    const conflict = 'The current state has been changed. Please refresh this page.';
    renderApp('/requests/request-1', {
      mocks: [
        appViewerMock(member),
        requestPageMock(buildRequest({ isOwnCompany: true, canEdit: true })),
        {
          request: { query: CloseRequestDocument, variables: { id: 'request-1', version: 3 } },
          result: {
            data: {
              closeRequest: {
                __typename: 'RequestPayload',
                request: null,
                errors: userErrors([{ code: 'CONFLICT', field: null, message: conflict }]),
              },
            },
          },
        },
      ],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Close request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close this request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close request' }));
    expect(await screen.findByText(conflict)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows a visitor the teaser and a way to join', async () => {
    const teaser = buildRequest({ teaser: true, company: null, description: null, responseCount: null });
    renderApp('/requests/request-1', { mocks: [appViewerMock(null), requestPageMock(teaser)] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Phase 2 sites for NSCLC' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Join Trialbridge' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Details' })).toBeNull();
  });

  it('says a missing or foreign request does not exist', async () => {
    renderApp('/requests/request-404', { mocks: [appViewerMock(member), requestPageMock(null, 'request-404')] });
    expect(await screen.findByText('The page you are looking for does not exist.')).toBeDefined();
    // Titled as what it is, not as a request.
    await waitFor(() => expect(document.title).toBe('Page not found | Trialbridge'));
  });
});
