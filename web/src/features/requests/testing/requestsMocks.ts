import type { MockLink } from '@apollo/client/testing';
import { RequestFormOptionsDocument, RequestEditDocument } from '../pages/RequestFormPage';
import { RequestPageDocument } from '../pages/RequestPage';
import { RequestFilterOptionsDocument, RequestsPageDocument } from '../pages/RequestsPage';
import type { RequestsParams } from '../useRequestsParams';
import { readRequestsParams, requestListInput } from '../useRequestsParams';

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };
const ref = (kind: string, id: string, name: string) => ({ __typename: 'ReferenceItem', id, kind, name });

export const ONCOLOGY = ref('THERAPEUTIC_AREAS', 'ta-1', 'Oncology');
export const EUROPE = ref('REGIONS', 'region-1', 'Europe');
export const GERMANY = { __typename: 'Country', id: 'country-1', name: 'Germany' };

/** A request in a list, as the bff answers it to a member with a plan. */
export function buildSummary(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'RequestSummary',
    id: 'request-1',
    kind: 'SITE',
    status: 'OPEN',
    title: 'Phase 2 sites for NSCLC',
    responseDeadline: '2099-12-31',
    teaser: false,
    company: { __typename: 'RequestCompany', id: 'company-3', name: 'Helixa Biotherapeutics' },
    therapeuticAreas: [{ __typename: 'ReferenceItem', id: ONCOLOGY.id, name: ONCOLOGY.name }],
    regions: [],
    responseCount: 2,
    myResponseStatus: null,
    isOwnCompany: false,
    ...overrides,
  };
}

/** The same request as a visitor's teaser. */
export const teaserOf = (summary: ReturnType<typeof buildSummary>) => ({
  ...summary,
  teaser: true,
  company: null,
  therapeuticAreas: null,
  regions: null,
  responseCount: null,
});

/** The list query for these URL filters (signed in or not) answering `items`. */
export function requestsPageMock(
  items: unknown[],
  { search = '', signedIn = true, totalElements = items.length } = {},
): MockLink.MockedResponse {
  const params: RequestsParams = readRequestsParams(new URLSearchParams(search));
  return {
    request: { query: RequestsPageDocument, variables: { input: requestListInput(params, signedIn) } },
    result: {
      data: {
        requests: {
          __typename: 'RequestPage',
          items,
          page: params.page,
          size: 20,
          totalElements,
          totalPages: Math.max(1, Math.ceil(totalElements / 20)),
        },
      },
    },
    ...forever,
  };
}

export const filterOptionsMock: MockLink.MockedResponse = {
  request: { query: RequestFilterOptionsDocument },
  result: { data: { referenceItems: [ONCOLOGY, EUROPE] } },
  ...forever,
};

export const formOptionsMock: MockLink.MockedResponse = {
  request: { query: RequestFormOptionsDocument },
  result: { data: { referenceItems: [ONCOLOGY, EUROPE], countries: [GERMANY] } },
  ...forever,
};

/** A request as its page reads it. */
export function buildRequest(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Request',
    id: 'request-1',
    kind: 'SITE',
    status: 'OPEN',
    title: 'Phase 2 sites for NSCLC',
    responseDeadline: '2099-12-31',
    publishedAt: '2026-11-20T10:00:00.000Z',
    teaser: false,
    visibility: 'PUBLIC',
    company: { __typename: 'RequestCompany', id: 'company-3', name: 'Helixa Biotherapeutics', alias: 'helixa' },
    description: 'Experienced oncology sites.',
    therapeuticAreas: [{ __typename: 'ReferenceItem', id: ONCOLOGY.id, name: ONCOLOGY.name }],
    indications: [],
    regions: [],
    services: [],
    products: [],
    modalities: [],
    countries: [GERMANY],
    phases: ['PHASE_2'],
    numberOfSites: 12,
    enrolmentTarget: 240,
    startDate: '2099-06-01',
    timeline: null,
    budgetMin: null,
    budgetMax: null,
    problem: null,
    stage: null,
    invitedCompanies: null,
    responseCount: 2,
    version: 3,
    isOwnCompany: false,
    canEdit: false,
    acceptsResponses: true,
    ...overrides,
  };
}

export function requestPageMock(
  request: ReturnType<typeof buildRequest> | null,
  id = 'request-1',
): MockLink.MockedResponse {
  return { request: { query: RequestPageDocument, variables: { id } }, result: { data: { request } }, ...forever };
}

export function requestEditMock(request: ReturnType<typeof buildRequest>): MockLink.MockedResponse {
  return {
    request: { query: RequestEditDocument, variables: { id: request.id } },
    result: { data: { request } },
    ...forever,
  };
}

/** A mutation payload's errors as the bff words them. */
export const userErrors = (errors: { code: string; field: string | null; message: string }[]) =>
  errors.map((error) => ({ __typename: 'UserError', ...error }));
