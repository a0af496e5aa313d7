import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { renderApp } from '../../../test/renderApp';
import { FinishDocumentUploadDocument, StartDocumentUploadDocument } from '../document.documents';
import {
  documentFolder,
  foldersMock,
  MERIDIAN,
  partnersMock,
  testDocument,
  uploadRulesMock,
} from '../testing/documentMocks';
import { FakeXhr, fileOf } from '../testing/fakeXhr';

const viewer = buildViewer({ permissions: ['MEMBER_DASHBOARD', 'MY_ACCOUNT', 'DOCUMENTS', 'DOCUMENT_UPLOAD'] });
const MAX = 1000;
const common = [
  appViewerMock(viewer),
  uploadRulesMock(MAX),
  foldersMock([documentFolder('4', 'Contracts', 2)]),
  partnersMock([MERIDIAN]),
];

const input = () => screen.getByLabelText<HTMLInputElement>('Files to upload');
const choose = (files: File[]) => fireEvent.change(input(), { target: { files } });

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.reset();
});

describe('DocumentUploadPage', () => {
  it('preselects the folder, partner and template kind the link names, and offers the allowed types', async () => {
    renderApp('/dashboard/documents/upload?folder=4&partner=2&template=NDA', { mocks: common });
    await screen.findByRole('button', { name: 'Choose files' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Folder' }).value).toBe('4');
    await waitFor(() =>
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Attach to a partner (optional)' }).value).toBe(
        '2',
      ),
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Save as template (optional)' }).value).toBe('NDA');
    expect(input().accept).toBe('.pdf,.txt');
    expect(input().multiple).toBe(true);
  });

  it('refuses a file over the limit in the browser, says so, and announces what was added', async () => {
    renderApp('/dashboard/documents/upload', { mocks: common });
    await screen.findByRole('button', { name: 'Choose files' });
    choose([fileOf('scan.pdf', MAX + 1)]);
    const row = await screen.findByRole('listitem', { name: 'scan.pdf' });
    expect(within(row).getByRole('alert').textContent).toBe('File is too large.');
    expect(within(row).getByText('Failed')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('1 file added: scan.pdf. 1 too large.');
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('sends a file, shows its progress, and links to its folder once it is checked', async () => {
    const start = {
      request: {
        query: StartDocumentUploadDocument,
        variables: {
          input: {
            name: 'nda.pdf',
            sizeBytes: 500,
            folderId: '4',
            partnerCompanyId: null,
            responseId: null,
            templateKind: null,
          },
        },
      },
      result: {
        data: {
          startDocumentUpload: {
            __typename: 'StartDocumentUploadPayload',
            upload: {
              __typename: 'DocumentUpload',
              documentId: 'd5',
              url: 'http://127.0.0.1:4010/v1/documents/d5/content?expires=1796000000&signature=s',
              fields: [],
              expiresAt: '2026-11-29T06:00:00.000Z',
            },
            errors: [],
          },
        },
      },
    };
    const finish = {
      request: { query: FinishDocumentUploadDocument, variables: { id: 'd5' } },
      result: {
        data: {
          finishDocumentUpload: {
            __typename: 'DocumentPayload',
            document: testDocument('d5', 'nda.pdf', {
              folder: { __typename: 'DocumentFolder', id: '4', name: 'Contracts' },
            }),
            errors: [],
          },
        },
      },
    };
    renderApp('/dashboard/documents/upload?folder=4', { mocks: [...common, start, finish] });
    await screen.findByRole('button', { name: 'Choose files' });
    choose([fileOf('nda.pdf', 500)]);
    const row = await screen.findByRole('listitem', { name: 'nda.pdf' });
    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));
    FakeXhr.at(0).progress(215, 500);
    await waitFor(() => expect(within(row).getByText('Uploading 43 %')).toBeDefined());
    FakeXhr.at(0).respond(204);
    await waitFor(() => expect(within(row).getByText('Done')).toBeDefined());
    expect(within(row).getByRole('link', { name: 'Open its folder' }).getAttribute('href')).toBe(
      '/dashboard/documents?folder=4',
    );
  });
});
