import { screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { CommonsTypeQueryDocument, CommonsTypesQueryDocument } from '../commons.documents';

const viewer = buildViewer();
const types = [{ __typename: 'CommonsTypeInfo', type: 'guides', label: 'Guides', description: 'How-tos.', count: 1 }];
const typesMock: MockLink.MockedResponse = {
  request: { query: CommonsTypesQueryDocument },
  result: { data: { commonsTypes: types } },
};
const listOf = (type: string): MockLink.MockedResponse => ({
  request: { query: CommonsTypeQueryDocument, variables: { type, search: null, page: 0 } },
  result: {
    data: {
      commonsPages: {
        __typename: 'CommonsPageList',
        items:
          type === 'guides'
            ? [
                {
                  __typename: 'CommonsPageSummary',
                  id: '1',
                  type: 'guides',
                  slug: 'running-rbm',
                  title: 'Running risk-based monitoring',
                  summary: 'Key risk indicators.',
                  authorName: 'Victor Lindqvist',
                  publishedAt: '2026-10-01T10:00:00.000Z',
                  company: { __typename: 'CommonsCompany', id: '9', name: 'Meridian Clinical Research' },
                },
              ]
            : [],
        page: 0,
        totalPages: 1,
        totalElements: type === 'guides' ? 1 : 0,
      },
    },
  },
});

describe('CommonsTypePage', () => {
  it("lists a type's pages with links to each", async () => {
    renderApp('/commons/guides', { mocks: [appViewerMock(viewer), typesMock, listOf('guides')] });
    const link = await screen.findByRole('link', { name: 'Running risk-based monitoring' });
    expect(link.getAttribute('href')).toBe('/commons/guides/running-rbm');
    expect(screen.getByRole('heading', { level: 1, name: 'Guides' })).toBeTruthy();
  });

  it('shows the not-found page for an unknown type', async () => {
    renderApp('/commons/memes', { mocks: [appViewerMock(viewer), typesMock] });
    expect(await screen.findByText('The page you are looking for does not exist.')).toBeTruthy();
  });
});
