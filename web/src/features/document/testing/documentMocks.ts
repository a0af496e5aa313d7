import type { MockLink } from '@apollo/client/testing';
import { DocumentFoldersDocument, DocumentListDocument, DocumentUploadRulesDocument } from '../document.documents';
import { DocumentPartnerChoicesDocument } from '../usePartnerChoices';

// Documents as the bff answers them (with __typename, which Apollo's cache needs).

export const documentCompany = (id: string, name: string) => ({
  __typename: 'DocumentCompany' as const,
  id,
  name,
  alias: name.toLowerCase().replace(/ /g, '-'),
});

export const HELIXA = documentCompany('1', 'Helixa Biotherapeutics');
export const MERIDIAN = documentCompany('2', 'Meridian Clinical Research');

export const documentFolder = (id: string, name: string, documentCount: number) => ({
  __typename: 'DocumentFolder' as const,
  id,
  name,
  documentCount,
  createdAt: '2026-11-01T10:00:00.000Z',
});

type Folder = ReturnType<typeof documentFolder>;

export function testDocument(id: string, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Document' as const,
    id,
    name,
    contentType: 'application/pdf',
    sizeBytes: 1_258_291,
    mine: true,
    templateKind: null,
    responseId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    downloadPath: `/documents/${id}/download`,
    owner: HELIXA,
    folder: null,
    partner: null,
    sharedWith: [],
    uploadedBy: { __typename: 'DocumentPerson' as const, id: '9', firstName: 'Sam', lastName: 'Sponsor' },
    ...overrides,
  };
}

export function foldersMock(folders: readonly Folder[]): MockLink.MockedResponse {
  return {
    request: { query: DocumentFoldersDocument },
    result: { data: { documentFolders: folders } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export interface ListVariables {
  scope?: 'OWN' | 'SHARED_WITH_US' | 'TEMPLATES';
  folderId?: string | null;
  topLevelOnly?: boolean | null;
  partnerCompanyId?: string | null;
  search?: string | null;
  page?: number;
}

/** The list query with the page's default arguments, but for `variables`. */
export function listMock(variables: ListVariables, items: readonly unknown[]): MockLink.MockedResponse {
  return {
    request: {
      query: DocumentListDocument,
      variables: {
        scope: 'OWN',
        folderId: null,
        topLevelOnly: null,
        partnerCompanyId: null,
        search: null,
        sortBy: 'NAME',
        direction: 'ASC',
        page: 0,
        size: 20,
        ...variables,
      },
    },
    result: {
      data: {
        documents: {
          __typename: 'DocumentPage',
          items,
          page: variables.page ?? 0,
          size: 20,
          totalElements: items.length,
          totalPages: items.length > 0 ? 1 : 0,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function partnersMock(partners: readonly { id: string; name: string }[]): MockLink.MockedResponse {
  return {
    request: { query: DocumentPartnerChoicesDocument },
    result: {
      data: {
        contractedPartners: {
          __typename: 'ContractedPartnerPage',
          items: partners.map((partner) => ({ __typename: 'ContractedPartner', id: partner.id, name: partner.name })),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function uploadRulesMock(maxBytes = 25 * 1024 * 1024): MockLink.MockedResponse {
  return {
    request: { query: DocumentUploadRulesDocument },
    result: {
      data: {
        documentUploadRules: {
          __typename: 'DocumentUploadRules',
          maxBytes,
          contentTypes: ['application/pdf', 'text/plain'],
          extensions: ['.pdf', '.txt'],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
