import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { waitForChecked } from '../../../test/checked';
import { renderUi } from '../../../test/renderUi';
import type { DocumentItem } from '../documentTypes';
import { documentCompany, documentFolder, MERIDIAN, testDocument } from '../testing/documentMocks';
import type { DocumentChanges } from '../useDocumentChanges';
import type { DocumentAction } from './DocumentActionsMenu';
import { DocumentDialog } from './DocumentDialogs';

const LAKESHORE = documentCompany('3', 'Lakeshore Research Institute');
const PARTNERS = [MERIDIAN, LAKESHORE].map(({ id, name }) => ({ id, name }));
const DOCUMENT = testDocument('d1', 'Meridian NDA.pdf', {
  folder: { __typename: 'DocumentFolder', id: '4', name: 'Contracts' },
  sharedWith: [MERIDIAN],
}) as DocumentItem;

function changesMock(refusals: { code: string; field: string | null; message: string }[] = []): DocumentChanges {
  const answer = vi.fn(async () => refusals);
  return {
    createFolder: vi.fn(),
    renameFolder: answer,
    deleteFolder: answer,
    updateDocument: vi.fn(async () => refusals),
    deleteDocument: vi.fn(async () => refusals),
    share: vi.fn(async () => refusals),
    unshare: vi.fn(async () => refusals),
  } as unknown as DocumentChanges;
}

function open(action: DocumentAction, changes: DocumentChanges) {
  const onClose = vi.fn();
  renderUi(
    <DocumentDialog
      action={action}
      document={DOCUMENT}
      folders={[documentFolder('4', 'Contracts', 1), documentFolder('5', 'Quality', 0)]}
      partners={PARTNERS}
      changes={changes}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe('DocumentDialog', () => {
  it('shares with the partners newly ticked and stops sharing with those unticked, then closes', async () => {
    const changes = changesMock();
    const onClose = open('share', changes);
    const meridian = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Meridian Clinical Research' });
    expect(meridian.checked).toBe(true);
    fireEvent.click(meridian);
    const lakeshore = screen.getByRole('checkbox', { name: 'Lakeshore Research Institute' });
    fireEvent.click(lakeshore);
    await waitForChecked(lakeshore);
    await waitFor(() => expect(meridian.closest('[data-part="root"]')?.getAttribute('data-state')).toBe('unchecked'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(changes.unshare).toHaveBeenCalledWith('d1', '2');
    expect(changes.share).toHaveBeenCalledWith('d1', '3');
  });

  it("keeps the dialog open with the api's refusal", async () => {
    const changes = changesMock([{ code: 'NOT_FOUND', field: null, message: 'This document does not exist.' }]);
    const onClose = open('share', changes);
    const lakeshore = await screen.findByRole('checkbox', { name: 'Lakeshore Research Institute' });
    fireEvent.click(lakeshore);
    await waitForChecked(lakeshore);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This document does not exist.')).toBeDefined();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('moves to the top level with `toTopLevel`, and to a folder by its id', async () => {
    const changes = changesMock();
    open('move', changes);
    const folder = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Folder' });
    expect(folder.value).toBe('4');
    fireEvent.change(folder, { target: { value: 'top' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(changes.updateDocument).toHaveBeenCalledWith({ id: 'd1', toTopLevel: true }));
  });
});
