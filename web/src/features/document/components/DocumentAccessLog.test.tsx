import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../shared/routing/routeTypes';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { HELIXA, MERIDIAN } from '../testing/documentMocks';
import { DocumentAccessLog, DocumentAccessLogQueryDocument } from './DocumentAccessLog';

const person = (id: string, firstName: string, lastName: string) => ({
  __typename: 'DocumentPerson' as const,
  id,
  firstName,
  lastName,
});
const SAM = person('9', 'Sam', 'Sponsor');

const entry = (id: number, action: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'DocumentAccessEntry' as const,
  id: String(id),
  action,
  documentName: 'Meridian NDA.pdf',
  documentId: 'd1',
  at: '2026-11-20T10:00:00.000Z',
  user: SAM,
  impersonator: null,
  adminEmail: null,
  actorCompany: HELIXA,
  targetCompany: null,
  ...overrides,
});

function logMock(page: number, items: unknown[], totalElements: number): MockLink.MockedResponse {
  return {
    request: { query: DocumentAccessLogQueryDocument, variables: { page, size: 10 } },
    result: {
      data: {
        documentAccessLog: {
          __typename: 'DocumentAccessPage',
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
  page: DocumentAccessLog,
  needsLogin: false,
  skipLoading: true,
  seo: { title: 'Log probe', description: 'Log probe.' },
};
const render = (...mocks: MockLink.MockedResponse[]) =>
  renderApp('/log-probe', { mocks: [appViewerMock(buildViewer()), ...mocks], extraRoutes: [probe] });

describe('DocumentAccessLog', () => {
  it('says what happened in words, to which document, by whom (and who acted as them), page by page', async () => {
    const first = [
      entry(12, 'SHARE', { targetCompany: MERIDIAN }),
      entry(11, 'DOWNLOAD', { user: person('5', 'Vera', 'Vendor'), actorCompany: MERIDIAN }),
      entry(10, 'EVIDENCE_VERIFIED', { user: person('1', 'Ada', 'Admin'), actorCompany: null }),
      entry(9, 'UPLOAD', { impersonator: person('1', 'Ada', 'Admin') }),
      entry(8, 'EVIDENCE_REJECTED', { user: null, adminEmail: 'admin@demo.test', actorCompany: null }),
    ];
    render(logMock(0, first, 14), logMock(1, [entry(1, 'DELETE', { documentName: 'Old draft.pdf' })], 14));
    const table = await screen.findByRole('table', { name: 'Document access' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Shared with Meridian Clinical Research', 'Meridian NDA.pdf', 'Sam Sponsor', 'Helixa Biotherapeutics'],
      ['Downloaded', 'Meridian NDA.pdf', 'Vera Vendor', 'Meridian Clinical Research'],
      ['Evidence verified', 'Meridian NDA.pdf', 'Ada Admin', 'Platform administrators'],
      ['Uploaded', 'Meridian NDA.pdf', 'Ada Admin as Sam Sponsor', 'Helixa Biotherapeutics'],
      ['Evidence rejected', 'Meridian NDA.pdf', 'admin@demo.test', 'Platform administrators'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Old draft.pdf')).toBeDefined();
  });

  it('says so when nothing happened yet', async () => {
    render(logMock(0, [], 0));
    expect(
      await screen.findByText("No one has uploaded, downloaded or shared your company's documents yet."),
    ).toBeDefined();
  });
});
