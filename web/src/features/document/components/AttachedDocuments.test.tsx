import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useViewer } from '../../../shared/session/useViewer';
import type { Permission } from '../../../__generated__/graphql';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderRoutes } from '../../../test/renderRoutes';
import { DocumentListDocument, UpdateDocumentDocument } from '../document.documents';
import { MERIDIAN, testDocument } from '../testing/documentMocks';
import { AttachedDocuments } from './AttachedDocuments';

const PATH = '/requests/12';
const PROPOSAL = testDocument('d1', 'Proposal.pdf', { responseId: '7' });
const CDA = testDocument('d2', 'Helixa CDA.pdf', { mine: false, owner: MERIDIAN, uploadedBy: null });
const member = (permissions: Permission[]) =>
  appViewerMock(buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', ...permissions] }));
const withDocuments = member(['DOCUMENTS', 'DOCUMENT_UPLOAD']);

/** The response's attachments as the list query answers them, once (a refetch needs another). */
function responseList(items: readonly unknown[] | Error): MockLink.MockedResponse {
  const request = {
    query: DocumentListDocument,
    variables: {
      scope: 'OWN',
      partnerCompanyId: null,
      responseId: '7',
      sortBy: 'CREATED_AT',
      direction: 'DESC',
      page: 0,
      size: 10,
    },
  };
  if (items instanceof Error) return { request, error: items };
  const documents = { __typename: 'DocumentPage', items, page: 0, size: 10, totalElements: items.length };
  return { request, result: { data: { documents: { ...documents, totalPages: items.length > 0 ? 1 : 0 } } } };
}

function detach(errors: readonly { code: string; field: string | null; message: string }[] = []) {
  return {
    request: { query: UpdateDocumentDocument, variables: { input: { id: 'd1', detachResponse: true } } },
    result: {
      data: {
        updateDocument: {
          __typename: 'DocumentPayload',
          document: errors.length > 0 ? null : { ...PROPOSAL, responseId: null },
          errors: errors.map((error) => ({ __typename: 'UserError', ...error })),
        },
      },
    },
  };
}

/** Says when the session has loaded, so that "nothing" is checked after the viewer is known. */
function SignedInProbe({ children }: { children: ReactNode }) {
  return useViewer() ? <>Signed in{children}</> : null;
}

function renderAttached(mocks: readonly MockLink.MockedResponse[]) {
  return renderRoutes(
    PATH,
    [{ path: PATH, element: <AttachedDocuments responseId="7" emptyText="No documents attached yet." /> }],
    mocks,
  );
}

describe('AttachedDocuments on a response', () => {
  it("lists both parties' attachments, each a download; only the viewer's own can be removed", async () => {
    renderAttached([withDocuments, responseList([PROPOSAL, CDA])]);
    const list = await screen.findByRole('list', { name: 'Attached documents' });
    const [own, theirs] = within(list).getAllByRole('listitem');
    if (!own || !theirs) throw new Error('two rows expected');
    expect(within(own).getByRole('link', { name: 'Proposal.pdf' }).getAttribute('href')).toBe('/documents/d1/download');
    expect(within(own).getByRole('button', { name: 'Remove Proposal.pdf from the response' })).toBeDefined();
    expect(theirs.textContent).toContain('From Meridian Clinical Research');
    expect(within(theirs).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Upload a new file' }).getAttribute('href')).toBe(
      `/dashboard/documents/upload?response=7&back=${encodeURIComponent(PATH)}`,
    );
  });

  it('says when none is attached, and offers no attach link without DOCUMENT_UPLOAD', async () => {
    renderAttached([member(['DOCUMENTS']), responseList([])]);
    expect(await screen.findByText('No documents attached yet.')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Upload a new file' })).toBeNull();
  });

  it('shows nothing to a viewer without DOCUMENTS (an admin acting as someone)', async () => {
    renderRoutes(
      PATH,
      [
        {
          path: PATH,
          element: (
            <SignedInProbe>
              <AttachedDocuments responseId="7" />
            </SignedInProbe>
          ),
        },
      ],
      [member([]), responseList([PROPOSAL])],
    );
    expect(await screen.findByText('Signed in')).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Attached documents' })).toBeNull();
    expect(screen.queryByRole('status', { name: 'Loading the attached documents' })).toBeNull();
  });

  it('answers a failed load with a way to try again', async () => {
    renderAttached([withDocuments, responseList(new Error('down')), responseList([PROPOSAL])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Proposal.pdf' })).toBeDefined();
  });

  it('removes an own attachment after asking, reads the list again and says so where the row was', async () => {
    renderAttached([withDocuments, responseList([PROPOSAL, CDA]), detach(), responseList([CDA])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Proposal.pdf from the response' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Proposal.pdf from the response?' });
    expect(dialog.textContent).toContain('The file stays in your documents.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const notice = await screen.findByText('Proposal.pdf was removed from the response. It stays in your documents.');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Proposal.pdf' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Helixa CDA.pdf' })).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });

  it('keeps the row and shows the refusal when the api refuses', async () => {
    const refusal = { code: 'FORBIDDEN', field: 'id', message: 'Shared with your company to read only.' };
    renderAttached([withDocuments, responseList([PROPOSAL]), detach([refusal]), responseList([PROPOSAL])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Proposal.pdf from the response' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal.message);
    expect(screen.getByRole('link', { name: 'Proposal.pdf' })).toBeDefined();
  });
});
