import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../shared/routing/routeTypes';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { ExportLog, ExportLogQueryDocument } from './ExportLog';

const entry = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'DataExport' as const,
  id: String(id),
  kind: 'SEARCH',
  subject: `Search for "oncology"`,
  rows: 1_240,
  createdAt: '2026-11-20T10:00:00.000Z',
  exportedByName: 'Mia Member',
  ...overrides,
});

function logMock(page: number, items: ReturnType<typeof entry>[], totalElements: number): MockLink.MockedResponse {
  return {
    request: { query: ExportLogQueryDocument, variables: { page, size: 10 } },
    result: {
      data: {
        dataExports: {
          __typename: 'DataExportPage',
          items,
          page,
          totalElements,
          totalPages: Math.ceil(totalElements / 10),
        },
      },
    },
  };
}

const probe: AppRoute = {
  path: '/log-probe',
  page: ExportLog,
  needsLogin: false,
  skipLoading: true,
  seo: { title: 'Log probe', description: 'Log probe.' },
};
const render = (...mocks: MockLink.MockedResponse[]) =>
  renderApp('/log-probe', { mocks: [appViewerMock(buildViewer()), ...mocks], extraRoutes: [probe] });

describe('ExportLog', () => {
  it('lists who exported what and how many rows, newest first, page by page', async () => {
    const first = [
      entry(12),
      entry(11, { kind: 'WATCHLIST_FOLDER', subject: 'Oncology CROs', rows: 3, exportedByName: null }),
    ];
    render(logMock(0, first, 12), logMock(1, [entry(1, { subject: 'Search for every company' })], 12));

    const table = await screen.findByRole('table', { name: 'Data exports' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Mia Member', 'Search for "oncology"', '1,240'],
      ['A former member', 'Watchlist folder “Oncology CROs”', '3'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('Search for every company')).toBeDefined();
  });

  it('says so when no one has exported yet', async () => {
    render(logMock(0, [], 0));
    expect(
      await screen.findByText('No one in your company has exported a watchlist folder or a search yet.'),
    ).toBeDefined();
  });
});
