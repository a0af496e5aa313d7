import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../__generated__/graphql';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderRoutes } from '../../../test/renderRoutes';
import { DocumentListDocument, UpdateDocumentDocument } from '../document.documents';
import { testDocument } from '../testing/documentMocks';
import { AttachedDocuments } from './AttachedDocuments';
import { PICK_PAGE_SIZE } from './PickDocumentDialog';

const PATH = '/requests/12';
const PROPOSAL = testDocument('d1', 'Proposal.pdf', { responseId: '7' });
const BUDGET = testDocument('d2', 'Site budget for the phase 2 oncology study, all twelve sites, final.xlsx', {
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  sizeBytes: 52_224,
  folder: { __typename: 'DocumentFolder', id: '3', name: 'Contracts' },
});
const ANNEX = testDocument('d3', 'Annex.pdf', { responseId: '8' });
const member = (permissions: Permission[]) =>
  appViewerMock(buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', ...permissions] }));
const withUpload = member(['DOCUMENTS', 'DOCUMENT_UPLOAD']);

const page = (items: readonly unknown[], number: number, size: number, totalElements = items.length) => ({
  data: {
    documents: {
      __typename: 'DocumentPage',
      items,
      page: number,
      size,
      totalElements,
      totalPages: Math.ceil(totalElements / size),
    },
  },
});

/** The response's attachments, as AttachedDocuments asks for them, once. */
function responseList(items: readonly unknown[]): MockLink.MockedResponse {
  return {
    request: {
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
    },
    result: page(items, 0, 10),
  };
}

interface PickOptions {
  search?: string | null;
  page?: number;
  totalElements?: number;
}

/** The company's own documents as the picker asks for them, once. */
function pickList(items: readonly unknown[] | Error, options: PickOptions = {}): MockLink.MockedResponse {
  const request = {
    query: DocumentListDocument,
    variables: {
      scope: 'OWN',
      folderId: null,
      topLevelOnly: null,
      partnerCompanyId: null,
      responseId: null,
      search: options.search ?? null,
      sortBy: 'CREATED_AT',
      direction: 'DESC',
      page: options.page ?? 0,
      size: PICK_PAGE_SIZE,
    },
  };
  if (items instanceof Error) return { request, error: items };
  return { request, result: page(items, options.page ?? 0, PICK_PAGE_SIZE, options.totalElements) };
}

function attach(
  document: ReturnType<typeof testDocument>,
  errors: readonly { code: string; field: string | null; message: string }[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: UpdateDocumentDocument, variables: { input: { id: document.id, responseId: '7' } } },
    result: {
      data: {
        updateDocument: {
          __typename: 'DocumentPayload',
          document: errors.length > 0 ? null : { ...document, responseId: '7' },
          errors: errors.map((error) => ({ __typename: 'UserError', ...error })),
        },
      },
    },
  };
}

function renderAttached(mocks: readonly MockLink.MockedResponse[]) {
  return renderRoutes(PATH, [{ path: PATH, element: <AttachedDocuments responseId="7" /> }], mocks);
}

async function openPicker() {
  const trigger = await screen.findByRole('button', { name: 'Pick from our documents' });
  fireEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Pick from our documents' });
  return { trigger, dialog };
}

describe('PickDocumentDialog on a response', () => {
  it('marks what is attached here and what moves, attaches one, closes and says so', async () => {
    renderAttached([
      withUpload,
      responseList([PROPOSAL]),
      pickList([PROPOSAL, BUDGET, ANNEX]),
      attach(BUDGET),
      // Every list is read again before the answer: the response's and the picker's.
      responseList([{ ...BUDGET, responseId: '7' }, PROPOSAL]),
      pickList([PROPOSAL, { ...BUDGET, responseId: '7' }, ANNEX]),
    ]);
    const { trigger, dialog } = await openPicker();
    const list = await within(dialog).findByRole('list', { name: "Your company's documents" });
    const [proposal, budget, annex] = within(list).getAllByRole('listitem');
    if (!proposal || !budget || !annex) throw new Error('three rows expected');
    expect(within(proposal).getByRole('button', { name: 'Proposal.pdf attached' }).hasAttribute('disabled')).toBe(true);
    expect(budget.textContent).toContain('51 KB · Nov 20, 2026 · Contracts');
    expect(within(budget).getByText('XLS')).toBeDefined();
    const move = within(annex).getByRole('button', { name: 'Attach Annex.pdf' });
    expect(move.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(move.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Attached to another response: attaching moves it here.',
    );

    fireEvent.click(within(budget).getByRole('button', { name: `Attach ${BUDGET.name}` }));
    await waitFor(() => expect(screen.getByText(`${BUDGET.name} attached.`)).toBeDefined());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const attached = screen.getByRole('list', { name: 'Attached documents' });
    expect(within(attached).getByRole('link', { name: BUDGET.name })).toBeDefined();
    expect(screen.getByText(`${BUDGET.name} attached.`).getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('searches by name once typing pauses, and pages the documents', async () => {
    const many = Array.from({ length: PICK_PAGE_SIZE }, (_, index) =>
      testDocument(`p${index}`, `Page one ${index}.pdf`),
    );
    renderAttached([
      withUpload,
      responseList([]),
      pickList(many, { totalElements: 11 }),
      pickList([BUDGET], { page: 1, totalElements: 11 }),
      pickList([ANNEX], { search: 'annex' }),
    ]);
    const { dialog } = await openPicker();
    expect(await within(dialog).findByText('Page 1 of 2')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog).findByText(BUDGET.name)).toBeDefined();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search by name' }), { target: { value: ' annex ' } });
    expect(await within(dialog).findByText('Annex.pdf')).toBeDefined();
    expect(within(dialog).queryByText(BUDGET.name)).toBeNull();
    expect(within(dialog).queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('says when the company has no documents, with a way to upload one here', async () => {
    renderAttached([withUpload, responseList([]), pickList([])]);
    const { dialog } = await openPicker();
    expect(await within(dialog).findByText('Your company has no documents yet.')).toBeDefined();
    expect(within(dialog).getByRole('link', { name: 'Upload a document to attach' }).getAttribute('href')).toBe(
      `/dashboard/documents/upload?response=7&back=${encodeURIComponent(PATH)}`,
    );
  });

  it('answers a failed load with a way to try again', async () => {
    renderAttached([withUpload, responseList([]), pickList(new Error('down')), pickList([BUDGET])]);
    const { dialog } = await openPicker();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText(BUDGET.name)).toBeDefined();
  });

  it('keeps the dialog, its search and its rows when the api refuses, and shows why', async () => {
    const refusal = {
      code: 'BAD_USER_INPUT',
      field: 'responseId',
      message: 'Choose a response of your company or one to its request.',
    };
    renderAttached([
      withUpload,
      responseList([]),
      pickList([BUDGET]),
      pickList([BUDGET], { search: 'budget' }),
      attach(BUDGET, [refusal]),
    ]);
    const { dialog } = await openPicker();
    const search = within(dialog).getByRole('textbox', { name: 'Search by name' });
    fireEvent.change(search, { target: { value: 'budget' } });
    await within(dialog).findByText(BUDGET.name);
    fireEvent.click(await within(dialog).findByRole('button', { name: `Attach ${BUDGET.name}` }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(refusal.message);
    expect(screen.getByRole('dialog', { name: 'Pick from our documents' })).toBeDefined();
    expect((search as HTMLInputElement).value).toBe('budget');
    expect(within(dialog).getByRole('button', { name: `Attach ${BUDGET.name}` })).toBeDefined();
    expect(screen.queryByText(`${BUDGET.name} attached.`)).toBeNull();
  });

  it('is not offered without DOCUMENT_UPLOAD', async () => {
    renderAttached([member(['DOCUMENTS']), responseList([PROPOSAL])]);
    expect(await screen.findByRole('link', { name: 'Proposal.pdf' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Pick from our documents' })).toBeNull();
  });
});
