import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { currentUrl, renderApp } from '../../../test/renderApp';
import { documentFolder, foldersMock, listMock, MERIDIAN, partnersMock, testDocument } from '../testing/documentMocks';

/** The first row under the header. */
function firstRow(table: HTMLElement): HTMLElement {
  const row = within(table).getAllByRole('row')[1];
  if (!row) throw new Error('The table has no rows');
  return row;
}

const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'DOCUMENTS', 'DOCUMENT_UPLOAD'] });
const CONTRACTS = documentFolder('4', 'Contracts', 2);
const NDA = testDocument('d1', 'Meridian NDA.pdf', {
  folder: { __typename: 'DocumentFolder', id: '4', name: 'Contracts' },
  partner: MERIDIAN,
  sharedWith: [MERIDIAN],
});
const common = [appViewerMock(viewer), foldersMock([CONTRACTS]), partnersMock([MERIDIAN])];

describe('DocumentsPage', () => {
  it('lists the documents with their size, uploader, partner and sharing, beside the folders and their counts', async () => {
    renderApp('/dashboard/documents', { mocks: [...common, listMock({}, [NDA])] });
    const table = await screen.findByRole('table', { name: 'Our documents' });
    const row = firstRow(table);
    expect(within(row).getByRole('link', { name: 'Meridian NDA.pdf' }).getAttribute('href')).toBe(
      '/documents/d1/download',
    );
    expect(row.textContent).toContain('1.2 MB');
    expect(row.textContent).toContain('Sam Sponsor');
    expect(row.textContent).toContain('Nov 20, 2026');
    expect(row.textContent).toContain('In Contracts');
    expect(within(row).getByRole('link', { name: 'Meridian Clinical Research' }).getAttribute('href')).toBe(
      '/dashboard/documents?partner=2',
    );
    expect(within(row).getByRole('button', { name: 'Actions for Meridian NDA.pdf' })).toBeDefined();
    const folders = within(screen.getByRole('list', { name: 'Folders' })).getAllByRole('button');
    expect(folders.map((button) => button.textContent)).toEqual(['All documents', 'Top level', 'Contracts2 documents']);
  });

  it('opens a folder through the URL, and asks before deleting it, saying where its documents go', async () => {
    const { router } = renderApp('/dashboard/documents', {
      mocks: [...common, listMock({}, [NDA]), listMock({ folderId: '4' }, [NDA])],
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Contracts/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard/documents?folder=4'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Contracts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Contracts?' });
    expect(within(dialog).getByText('Its documents move to the top level.')).toBeDefined();
  });

  it('shows what partners shared, read only, with the company it came from', async () => {
    const shared = testDocument('d9', 'Site budget.xlsx', { mine: false, owner: MERIDIAN, uploadedBy: null });
    renderApp('/dashboard/documents?scope=shared', {
      mocks: [...common, listMock({ scope: 'SHARED_WITH_US' }, [shared])],
    });
    const table = await screen.findByRole('table', { name: 'Documents shared with us' });
    const row = firstRow(table);
    expect(row.textContent).toContain('Meridian Clinical Research');
    expect(within(row).getByRole('link', { name: 'Download Site budget.xlsx' }).getAttribute('href')).toBe(
      '/documents/d9/download',
    );
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Folders' })).toBeNull();
  });

  it('says what to do when the company has no documents yet', async () => {
    renderApp('/dashboard/documents', { mocks: [...common, listMock({}, [])] });
    const upload = await screen.findByRole('link', { name: 'Upload your first document' });
    expect(upload.getAttribute('href')).toBe('/dashboard/documents/upload');
  });
});
